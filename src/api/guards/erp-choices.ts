// The ERP's lists behind a form's choices (contract ERP-FORMS.md §5), each an id the ERP wants and
// the name a parent reads:
// - Academic/ClassListForReg: { ResMSG, ResStatus, TotalRows, DataColl: [{ ClassId, Name, OrderNo }] }
//   (the classes open for online registration; a failure is ResStatus false with DataColl []);
// - Academic/GetCasteList: a bare array of { CasteId, id, Name, text } ([] on a database error);
// - GetAllDocumentType: { IsSuccess, ResponseMSG, DataColl: [{ DocumentTypeId, id, Name, OrderNo, … }] }.
// Only the id, the name and the order are copied. An entry without a positive whole id or a name
// cannot be chosen (the ERP would refuse it), so it is dropped; an id given twice counts once.
import { rowsOf } from './rows';
import { byOrder, field, items, num, str, type Json } from './read';

export interface ErpChoice {
  /** The ERP's id (ClassId, CasteId, DocumentTypeId). */
  id: number;
  name: string;
}

function choices(body: Json, idNames: string[]): ErpChoice[] {
  const seen = new Set<number>();
  const list = items(rowsOf(body), (o) => {
    const id = num(field(o, ...idNames, 'id', 'Id'), null);
    const name = str(field(o, 'Name', 'text'));
    if (id === null || !Number.isInteger(id) || id <= 0 || !name || seen.has(id)) return null;
    seen.add(id);
    return { id, name, order: num(o.OrderNo, null) };
  });
  return byOrder(list).map(({ id, name }) => ({ id, name }));
}

export const guardRegistrationClasses = (body: unknown): ErpChoice[] => choices(body, ['ClassId']);
export const guardCastes = (body: unknown): ErpChoice[] => choices(body, ['CasteId']);
export const guardDocumentTypes = (body: unknown): ErpChoice[] => choices(body, ['DocumentTypeId']);
