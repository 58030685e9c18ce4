// Types for scripts/build/data-shape.mjs, so TypeScript tests can import it.
/** The declarations of one guard file that make up the shape of its data (comments and spacing left out). */
export function shapeText(src: string): string;
/** The fingerprint of the guards' types (src/api/guards by default). */
export function dataShape(dir?: string): string;
