// @vitest-environment node
// The lists the admission inquiry chooses from (shared/contract/ERP-FORMS.md §5), answered from
// fixture files like every operation: their shapes in demo/fixtures, another school's folder
// (DEMO_FIXTURES) answered as it is and deciding which ids SaveReg takes, and their failures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ERP_DB_ERROR, ERP_ROUTES } from '@demo/erp-constants.mjs';
import { OPERATIONS, startDemoServer } from '@demo/server.mjs';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const FIXTURES = path.resolve(import.meta.dirname, '../../demo/fixtures');
const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-erp-lists-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  delete process.env.DEMO_FIXTURES;
  delete process.env.DEMO_FAIL;
});
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const LISTS = [
  [ERP_ROUTES.classList, 'Academic.ClassListForReg'],
  [ERP_ROUTES.casteList, 'Academic.GetCasteList'],
  [ERP_ROUTES.documentTypes, 'GetAllDocumentType'],
] as const;
async function list(base: string, route: string, body: BodyInit | undefined = '{}') {
  const res = await fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text) };
}

describe('the lists from demo/fixtures', () => {
  it('answer each fixture as it is, in the shape the contract gives (ids with every item)', async () => {
    const srv = await startDemoServer({ port: 0, dataDir: tmp(), fail: 0 });
    try {
      for (const [route, op] of LISTS) {
        const r = await list(srv.url, route, undefined); // no body: the ERP reads none
        expect(r.status, op).toBe(200);
        expect(r.text, op).toBe(fs.readFileSync(path.join(FIXTURES, `${op}.json`), 'utf8'));
      }
      const classes = (await list(srv.url, ERP_ROUTES.classList)).json;
      expect(Object.keys(classes)).toEqual(['ResMSG', 'ResStatus', 'TotalRows', 'DataColl']);
      expect(classes).toMatchObject({ ResMSG: 'Success', ResStatus: true, TotalRows: classes.DataColl.length });
      expect(classes.DataColl[0]).toEqual({ ClassId: 1, Name: 'Nursery', OrderNo: 1 });
      expect(classes.DataColl.map((c: Json) => c.OrderNo)).toEqual([...classes.DataColl.map((c: Json) => c.OrderNo)].sort((a, b) => a - b));

      const castes = (await list(srv.url, ERP_ROUTES.casteList)).json;
      expect(Array.isArray(castes)).toBe(true);
      expect(castes[2]).toEqual({ CasteId: 3, id: 3, Name: 'Newar', text: 'Newar', IsSuccess: false, ResponseMSG: null });

      const types = (await list(srv.url, ERP_ROUTES.documentTypes)).json;
      expect(types).toMatchObject({ IsSuccess: true, ResponseMSG: 'Success' });
      expect(types.DataColl.map((d: Json) => d.Name)).toEqual(
        expect.arrayContaining(['Birth Certificate', 'PP SIZE', 'Leaving Certificate', 'Health Certificate', 'Citizenship', 'General']),
      );
      expect(types.DataColl[0]).toMatchObject({
        DocumentTypeId: 7,
        id: 7,
        Code: '',
        DisplayName: '',
        Api_Id: null,
        LastResponse: null,
        RId: 0,
      });
      // Ids the ERP gave, not positions: they do not follow the order shown.
      expect(types.DataColl.map((d: Json) => d.DocumentTypeId)).not.toEqual(types.DataColl.map((_: Json, i: number) => i + 1));
      // Routes are matched without regard to case, as Web API matches them; GET is not one.
      expect((await list(srv.url, '/v1/academic/classlistforreg')).json).toEqual(classes);
      expect((await fetch(`${srv.url}${ERP_ROUTES.casteList}`)).status).toBe(405);
      expect((await list(srv.url, '/v1/General/GetCasteList')).status).toBe(404);
    } finally {
      await srv.close();
    }
  });
});

describe("another school's lists (DEMO_FIXTURES)", () => {
  /** A fixture folder whose lists differ from the demo's: other names, other ids. */
  function otherSchool() {
    const dir = tmp();
    const classes = {
      ResMSG: 'Success',
      ResStatus: true,
      TotalRows: 2,
      DataColl: [
        { ClassId: 41, Name: 'Class XI Science', OrderNo: 1 },
        { ClassId: 42, Name: 'Class XI Management', OrderNo: 2 },
      ],
    };
    fs.writeFileSync(path.join(dir, 'Academic.ClassListForReg.json'), JSON.stringify(classes));
    fs.writeFileSync(
      path.join(dir, 'Academic.GetCasteList.json'),
      JSON.stringify([{ CasteId: 90, id: 90, Name: 'Janajati', text: 'Janajati', IsSuccess: false, ResponseMSG: null }]),
    );
    return dir;
  }
  const enquiry = (ClassId: number, CasteId?: number) => {
    const fd = new FormData();
    fd.append('jsonData', JSON.stringify({ FirstName: 'Asha', ClassId, CasteId, PA_FullAddress: 'Patan', ContactNo: '9841000000' }));
    return fd;
  };
  const saveReg = async (base: string, fd: FormData) =>
    JSON.parse(await (await fetch(`${base}${ERP_ROUTES.admission}`, { method: 'POST', body: fd })).text());

  it('answers its lists, and SaveReg takes its ids and refuses the demo school’s', async () => {
    process.env.DEMO_FIXTURES = otherSchool();
    const srv = await startDemoServer({ port: 0, dataDir: tmp(), fail: 0 });
    try {
      expect((await list(srv.url, ERP_ROUTES.classList)).json.DataColl.map((c: Json) => c.Name)).toEqual([
        'Class XI Science',
        'Class XI Management',
      ]);
      expect((await list(srv.url, ERP_ROUTES.casteList)).json.map((c: Json) => c.CasteId)).toEqual([90]);
      // No document-type fixture there: the ERP's empty answer.
      expect((await list(srv.url, ERP_ROUTES.documentTypes)).json).toEqual(OPERATIONS.GetAllDocumentType.empty);
      expect((await saveReg(srv.url, enquiry(41, 90))).IsSuccess).toBe(true);
      const demoClass = await saveReg(srv.url, enquiry(4));
      expect(demoClass.IsSuccess).toBe(false);
      expect(demoClass.ResponseMSG).toContain("column 'ClassId'");
      expect((await saveReg(srv.url, enquiry(41, 3))).ResponseMSG).toContain("column 'CasteId'");
    } finally {
      await srv.close();
    }
  });

  it('a list it cannot read (the hostile set) checks no ids', async () => {
    const srv = await startDemoServer({ port: 0, dataDir: tmp(), fail: 0, fixtures: path.resolve(FIXTURES, '../fixtures-hostile') });
    try {
      expect((await list(srv.url, ERP_ROUTES.classList)).json.DataColl).toContain(null);
      expect((await saveReg(srv.url, enquiry(12345))).IsSuccess).toBe(true);
    } finally {
      await srv.close();
    }
  });
});

describe('the lists failing', () => {
  it("DEMO_FAIL answers each list's failure shape, by name or all", async () => {
    process.env.DEMO_FAIL = 'ClassListForReg,Academic.GetCasteList,GetAllDocumentType';
    const srv = await startDemoServer({ port: 0, dataDir: tmp() });
    try {
      expect(await list(srv.url, ERP_ROUTES.classList)).toMatchObject({
        status: 200,
        json: { ResMSG: ERP_DB_ERROR, ResStatus: false, TotalRows: 0, DataColl: [] },
      });
      expect(await list(srv.url, ERP_ROUTES.casteList)).toMatchObject({ status: 200, json: [] });
      expect(await list(srv.url, ERP_ROUTES.documentTypes)).toMatchObject({
        status: 200,
        json: { IsSuccess: false, ResponseMSG: ERP_DB_ERROR },
      });
      srv.update({ fail: 'all' });
      expect((await list(srv.url, ERP_ROUTES.classList)).json.ResStatus).toBe(false);
      srv.update({ fail: 0 });
      expect((await list(srv.url, ERP_ROUTES.classList)).json.ResStatus).toBe(true);
    } finally {
      await srv.close();
    }
  });

  it('the broken set: each list fails in its own way; a .status file sets the status', async () => {
    const broken = path.resolve(FIXTURES, '../fixtures-broken');
    const srv = await startDemoServer({ port: 0, dataDir: tmp(), fixtures: broken });
    try {
      expect((await list(srv.url, ERP_ROUTES.classList)).json.ResStatus).toBe(false);
      expect((await list(srv.url, ERP_ROUTES.casteList)).json).toEqual([]);
      expect((await list(srv.url, ERP_ROUTES.documentTypes)).json.IsSuccess).toBe(false);
    } finally {
      await srv.close();
    }
    const dir = tmp();
    fs.copyFileSync(path.join(FIXTURES, 'Academic.GetCasteList.json'), path.join(dir, 'Academic.GetCasteList.json'));
    fs.writeFileSync(path.join(dir, 'Academic.GetCasteList.status'), '400\n');
    const own = await startDemoServer({ port: 0, dataDir: tmp(), fixtures: dir });
    try {
      expect((await list(own.url, ERP_ROUTES.casteList)).status).toBe(400);
    } finally {
      await own.close();
    }
  });
});
