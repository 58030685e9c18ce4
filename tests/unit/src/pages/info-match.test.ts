// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LeaderMessage } from '@src/api/guards/introduction';
import type { Program } from '@src/api/guards/programs';
import { guardSyllabus } from '@src/api/guards/syllabus';
import { findMessageByDesignation, findProgramBySlug, programSlug, syllabusPlansForSlug } from '@src/pages/info-match';
import { rawFixture } from '@test/fixtures';

const msg = (designation: string, name = designation + ' person'): LeaderMessage => ({
  id: null,
  name,
  designation,
  title: '',
  description: '<p>x</p>',
  image: '',
  qualification: '',
  order: null,
  social: [],
});

describe('findMessageByDesignation', () => {
  const list = [msg('Vice Principal', 'Vice'), msg('PRINCIPAL', 'Head'), msg('Founder Chairman', 'Founder'), msg('')];

  it('matches case-insensitively and prefers an exact match over a contains match', () => {
    expect(findMessageByDesignation(list, 'Principal')?.name).toBe('Head');
    expect(findMessageByDesignation(list, 'principal ')?.name).toBe('Head');
  });

  it('falls back to a designation that contains the wanted one', () => {
    expect(findMessageByDesignation(list, 'chairman')?.name).toBe('Founder');
  });

  it('gives null when nothing matches or nothing is asked', () => {
    expect(findMessageByDesignation(list, 'Mentor')).toBeNull();
    expect(findMessageByDesignation(list, '')).toBeNull();
    expect(findMessageByDesignation([], 'Principal')).toBeNull();
  });

  it('finds the three fixture leaders', () => {
    const intro = rawFixture('GetIntroduction') as { FounderMSGList: Array<{ Designation: string; Name: string }> };
    const messages = intro.FounderMSGList.map((m) => msg(m.Designation, m.Name));
    for (const d of ['Chairman', 'Principal', 'Mentor']) expect(findMessageByDesignation(messages, d)?.designation).toBe(d);
  });
});

describe('syllabusPlansForSlug', () => {
  const plans = guardSyllabus([
    { Name: 'Plan A', Program: 'Secondary Level (SEE)', DetailsColl: [] },
    { Name: 'Plan B', Program: 'secondary level  SEE', DetailsColl: [] },
    { Name: 'Plan C', Program: 'Primary Level', DetailsColl: [] },
    { Name: 'Plan D', Program: '', DetailsColl: [] },
  ]);

  it('keeps every plan whose slugged Program equals the slug', () => {
    expect(syllabusPlansForSlug(plans, 'secondary-level-see').map((p) => p.name)).toEqual(['Plan A', 'Plan B']);
    expect(syllabusPlansForSlug(plans, 'primary-level').map((p) => p.name)).toEqual(['Plan C']);
  });

  it('accepts a slug typed differently (capitals, encoded spaces)', () => {
    expect(syllabusPlansForSlug(plans, 'Primary%20Level').map((p) => p.name)).toEqual(['Plan C']);
  });

  it('is empty when nothing matches, for an empty slug and a plan without a program', () => {
    expect(syllabusPlansForSlug(plans, 'pre-primary')).toEqual([]);
    expect(syllabusPlansForSlug(plans, '')).toEqual([]);
    expect(syllabusPlansForSlug(plans, '%')).toEqual([]);
  });

  it('matches the fixture plans to the fixture programs by name', () => {
    const fixturePlans = guardSyllabus(rawFixture('GetSyllabusPlanList'));
    expect(syllabusPlansForSlug(fixturePlans, 'pre-primary').map((p) => p.name)).toEqual(['Pre-Primary Curriculum 2083']);
  });
});

describe('programs by slug', () => {
  const programs: Program[] = [
    { id: 1, name: 'Secondary Level (SEE)', description: '', image: '', order: null },
    { id: 2, name: 'Pre-Primary', description: '', image: '', order: 1 },
  ];

  it('builds slugs from the Name and finds the program back', () => {
    expect(programSlug(programs[0])).toBe('secondary-level-see');
    expect(findProgramBySlug(programs, 'secondary-level-see')?.id).toBe(1);
    expect(findProgramBySlug(programs, 'pre-primary')?.id).toBe(2);
    expect(findProgramBySlug(programs, 'nope')).toBeNull();
    expect(findProgramBySlug(programs, '')).toBeNull();
  });
});
