import { describe, expect, it } from 'vitest';
import { verdictProblems } from '../src/features/interviews/components/verdict-check.js';

const feedback = 'نطق واضح وثقة في الكلام، وشرح منظم يناسب الطلاب.';

describe('a manager’s verdict', () => {
  it('on a pending session needs a decision chosen: nothing is chosen for the manager', () => {
    expect(verdictProblems({ status: null, feedback, note: '', level: 4 }, false)).toEqual({
      status: 'required',
    });
  });

  it('names each problem by its catalogue code, never by words already said', () => {
    const problems = verdictProblems({ status: null, feedback: '', note: 'لا', level: '' }, false);
    expect(problems).toEqual({
      status: 'required',
      feedback: 'note-too-short',
      note: 'note-too-short',
      level: 'required',
    });
    for (const code of Object.values(problems)) expect(code).toMatch(/^[a-z][a-z-]*$/);
  });

  it('passes with a decision, feedback and a level; a blank private note is left out', () => {
    expect(verdictProblems({ status: 2, feedback, note: '  ', level: 3 }, false)).toEqual({});
  });

  it('once decided, asks no decision again: only the texts and the level change', () => {
    expect(verdictProblems({ status: null, feedback, note: '', level: 3 }, true)).toEqual({});
  });
});
