// GetNewsCategoryList: a bare array of NewsCategory (contract #9). News items carry the category
// *name*, so the name is what the news filter compares; an unnamed category cannot match anything.
import { rowsOf } from './rows';
import { field, items, num, str } from './read';

export interface NewsCategory {
  id: number | null;
  name: string;
}

export function guardNewsCategories(body: unknown): NewsCategory[] {
  return items(rowsOf(body), (o) => {
    const name = str(field(o, 'Name', 'CategoryName'));
    return name ? { id: num(field(o, 'CategoryId', 'Id'), null), name } : null;
  });
}
