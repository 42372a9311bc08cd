import { describe, expect, it } from 'vitest';
import { type FaqSection, filterFaq } from './faq-search';

const sections: FaqSection[] = [
  {
    key: 'payments',
    title: 'Depósitos',
    questions: [
      { id: 'p-1', q: '¿Cómo deposito?', a: 'Elige Depositar y paga en la caja.' },
      { id: 'p-2', q: '¿Cuánto tarda una retirada?', a: 'Revisamos cada solicitud.' },
    ],
  },
  { key: 'bonuses', title: 'Bonos', questions: [{ id: 'b-1', q: 'Free bet?', a: 'Use it in the slip.' }] },
];

describe('filterFaq', () => {
  it('keeps everything for an empty query', () => {
    expect(filterFaq(sections, '   ')).toEqual(sections);
  });

  it('keeps the questions holding every word, in question or answer, case and accents ignored', () => {
    expect(filterFaq(sections, 'DEPOSITO').map((s) => s.questions.map((q) => q.id))).toEqual([['p-1']]);
    expect(filterFaq(sections, 'retirada solicitud')[0]?.questions.map((q) => q.id)).toEqual(['p-2']);
    expect(filterFaq(sections, 'slip free').map((s) => s.key)).toEqual(['bonuses']);
  });

  it('drops sections left empty, and answers nothing when no question has every word', () => {
    expect(filterFaq(sections, 'retirada slip')).toEqual([]);
  });
});
