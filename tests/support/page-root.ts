// A prerendered page's #root with the given HTML, in the document (for the loader and behaviors).
export function pageRoot(html: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html;
  document.body.append(root);
  return root;
}
