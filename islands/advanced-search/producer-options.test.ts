// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { replaceProducerOptions } from './producer-options';

function select(html: string): HTMLSelectElement {
  document.body.innerHTML = `<select name="producer">${html}</select>`;
  return document.querySelector('select')!;
}
const options = (s: HTMLSelectElement) => [...s.options].map((o) => [o.value, o.textContent]);

describe('replaceProducerOptions', () => {
  it('keeps the "all producers" option and puts the names in as text', () => {
    const s = select('<option value="">Wszyscy producenci</option><option value="1">Łoś</option>');
    replaceProducerOptions(s, [{ id: 7, name: '<b>Żubr</b>' }]);
    expect(options(s)).toEqual([
      ['', 'Wszyscy producenci'],
      ['7', '<b>Żubr</b>'],
    ]);
    expect(s.querySelector('b')).toBeNull();
  });

  it('keeps the chosen producer when still offered, and falls back to all producers when not', () => {
    const s = select('<option value="">Wszyscy</option><option value="1">Łoś</option><option value="2">Jeż</option>');
    s.value = '2';
    replaceProducerOptions(s, [{ id: 2, name: 'Jeż' }, { id: 3, name: 'Sokół' }]);
    expect(s.value).toBe('2');
    replaceProducerOptions(s, [{ id: 3, name: 'Sokół' }]);
    expect(s.value).toBe('');
  });

  it('adds an "all producers" option when the markup had none', () => {
    const s = select('<option value="1">Łoś</option>');
    replaceProducerOptions(s, []);
    expect(options(s)).toEqual([['', 'Wszyscy producenci']]);
  });
});
