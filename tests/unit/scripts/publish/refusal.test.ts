// @vitest-environment node
// Whether a build made from a back-end may go live (scripts/publish/refusal.ts): never when the
// back-end gave nothing usable (each operation failed or came back empty, with nothing kept from
// its address: a first install while the ERP is down, a new address), and not when it would lose
// content the live release shows, unless staff confirm the loss (--confirm-empty). An operation
// that never had content, the demo's fixtures and a build without data publish as before.
import { describe, expect, it } from 'vitest';
import { refusal } from '@scripts/publish/refusal';
import type { OperationEntry } from '@scripts/publish/last-good';

const ERP = 'https://erp-new.school.edu.np';
const op = (name: string, status: OperationEntry['status'], more: Partial<OperationEntry> = {}): OperationEntry => ({
  name,
  status,
  ...more,
});
/** A live release whose build showed content for each of these operations. */
const liveWith = (...names: string[]) => ({ id: '20261127-100000-000', operations: names.map((n) => op(n, 'fresh')) });

describe('refusal: nothing usable', () => {
  it('refuses a run where every operation failed, with no live site (a first install while the ERP is down) and with one', () => {
    const ops = [
      op('GetAboutCompany', 'failed', { reason: 'network' }),
      op('GetNewsList', 'failed', { reason: 'network' }),
      op('GetNoticeList', 'failed', { reason: 'http 500' }),
    ];
    for (const live of [null, liveWith('GetNoticeList'), { id: 'adopted', operations: null }]) {
      const r = refusal({ source: ERP, operations: ops, live });
      expect(r?.why).toBe('nothing-usable');
      expect(r?.operations).toEqual([
        { name: 'GetAboutCompany', reason: 'network' },
        { name: 'GetNewsList', reason: 'network' },
        { name: 'GetNoticeList', reason: 'http 500' },
      ]);
      expect(r?.error).toBe(
        `the back-end at ${ERP} answered nothing usable: 3 of 3 operations failed (network ×2, http 500), with no good answer kept from that address`,
      );
      expect(r?.fix).toMatch(/check that the ERP is running .* that https:\/\/erp-new\.school\.edu\.np is its address \(site\.apiBase/);
    }
  });

  it('refuses a run where the rest came back empty (the ERP answers a failing list with []), and --confirm-empty does not change that', () => {
    const ops = [
      op('GetAboutCompany', 'failed', { reason: 'the back-end answered IsSuccess false' }),
      op('GetNewsList', 'fresh', { empty: true, first: true }),
      op('GetNoticeList', 'fresh', { empty: true, first: true }),
    ];
    for (const confirmEmpty of [[], ['all']]) {
      const r = refusal({ source: ERP, operations: ops, live: null, confirmEmpty });
      expect(r?.why).toBe('nothing-usable');
      expect(r?.error).toMatch(/1 of 3 operations failed \(the back-end answered IsSuccess false\) and 2 came back empty/);
    }
    // Held from a kept answer that was itself empty: still nothing.
    expect(refusal({ source: ERP, operations: [ops[0], op('GetNewsList', 'held', { empty: true })] })?.why).toBe('nothing-usable');
  });

  it('publishes when one operation has content, and when nothing failed (a school whose ERP has nothing yet)', () => {
    const failed = op('GetNoticeList', 'failed', { reason: 'network' });
    for (const some of [op('GetAboutCompany', 'fresh'), op('GetAboutCompany', 'held'), op('GetAboutCompany', 'held-empty')])
      expect(refusal({ source: ERP, operations: [failed, some] })).toBeNull();
    expect(
      refusal({
        source: ERP,
        operations: [op('GetNewsList', 'fresh', { empty: true, first: true }), op('GetNoticeList', 'emptied', { empty: true })],
      }),
    ).toBeNull();
  });

  it("never refuses the demo's fixtures (they are the truth as they are) nor a build without data", () => {
    const ops = [op('GetNoticeList', 'failed', { reason: 'invalid json (GetNoticeList.json)' })];
    expect(refusal({ source: 'demo', operations: ops, live: liveWith('GetNoticeList') })).toBeNull();
    expect(refusal({ source: 'off', operations: [] })).toBeNull();
    expect(refusal({ source: ERP, operations: [] })).toBeNull();
  });
});

describe('refusal: content the live site has', () => {
  const now = [
    op('GetAboutCompany', 'fresh'),
    op('GetNewsList', 'fresh', { empty: true, first: true }),
    op('GetNoticeList', 'failed', { reason: 'timeout' }),
    op('GetSliderList', 'fresh'),
  ];

  it('refuses an operation failed, or empty at its first answer from this address, where the live release showed content; names each and the fix', () => {
    const r = refusal({
      source: ERP,
      operations: now,
      live: liveWith('GetAboutCompany', 'GetNewsList', 'GetNoticeList'),
      command: 'pages',
    });
    expect(r).toEqual({
      why: 'content-lost',
      operations: [
        { name: 'GetNewsList', reason: 'came back empty' },
        { name: 'GetNoticeList', reason: 'timeout' },
      ],
      error: `the new pages would lose what the live site shows: GetNewsList, GetNoticeList had nothing usable from ${ERP} (no good answer kept from that address) and the live release 20261127-100000-000 has their content`,
      fix: `if the ERP's address changed, check that ${ERP} is the right one and that it answers, then run again; if the school really removed this content, publish without it: npm run rebuild:pages -- --confirm-empty GetNewsList,GetNoticeList`,
    });
    // A full build names its own command.
    expect(refusal({ source: ERP, operations: now, live: liveWith('GetNoticeList'), command: 'build' })?.fix).toMatch(
      /npm run build:site -- --confirm-empty GetNoticeList$/,
    );
    // Held and held-empty showed content too.
    for (const status of ['held', 'held-empty'] as const)
      expect(refusal({ source: ERP, operations: now, live: { id: 'x', operations: [op('GetNoticeList', status)] } })?.operations).toEqual([
        { name: 'GetNoticeList', reason: 'timeout' },
      ]);
  });

  it('publishes what staff confirm gone (--confirm-empty by name, or all), and refuses only the rest', () => {
    const live = liveWith('GetNewsList', 'GetNoticeList');
    expect(refusal({ source: ERP, operations: now, live, confirmEmpty: ['GetNoticeList'] })?.operations).toEqual([
      { name: 'GetNewsList', reason: 'came back empty' },
    ]);
    expect(refusal({ source: ERP, operations: now, live, confirmEmpty: ['GetNoticeList', 'GetNewsList'] })).toBeNull();
    expect(refusal({ source: ERP, operations: now, live, confirmEmpty: ['all'] })).toBeNull();
  });

  it('publishes a failure that never had content live (failed, emptied, empty there, or not built), as before', () => {
    const live = {
      id: 'x',
      operations: [
        op('GetNewsList', 'fresh', { empty: true }),
        op('GetNoticeList', 'failed', { reason: 'network' }),
        op('GetSliderList', 'emptied', { empty: true }),
      ],
    };
    expect(refusal({ source: ERP, operations: now, live })).toBeNull();
    expect(refusal({ source: ERP, operations: now, live: { id: 'x', operations: [op('GetNoticeList', 'emptied')] } })).toBeNull();
    expect(refusal({ source: ERP, operations: now, live: liveWith('GetAboutCompany') })).toBeNull();
  });

  it('publishes an empty answer when this address said empty before (not its first), and judges a site adopted from before releases by nothing-usable alone', () => {
    const emptyAgain = [op('GetAboutCompany', 'fresh'), op('GetNewsList', 'fresh', { empty: true })];
    expect(refusal({ source: ERP, operations: emptyAgain, live: liveWith('GetNewsList') })).toBeNull();
    expect(refusal({ source: ERP, operations: now, live: { id: 'adopted', operations: null } })).toBeNull();
  });
});
