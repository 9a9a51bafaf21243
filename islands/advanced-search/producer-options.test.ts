// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { producerOptions, serverProducerOptions } from './producer-options';

function select(html: string): HTMLSelectElement {
  document.body.innerHTML = `<select name="producer">${html}</select>`;
  return document.querySelector('select')!;
}
const listed = (options: ReturnType<typeof producerOptions>) => options.map((o) => [o.value, o.name, o.server !== undefined]);

describe('producerOptions', () => {
  it('keeps the "all producers" option first and the names as given, as text', () => {
    const shown = serverProducerOptions(select('<option value="">Wszyscy</option><option value="1">Łoś</option>'));
    expect(listed(producerOptions(shown, [{ id: 7, name: '<b>Żubr</b>' }]))).toEqual([
      ['', 'Wszyscy', true],
      ['7', '<b>Żubr</b>', false],
    ]);
  });

  it('keeps the server option of a producer still offered, and drops the others', () => {
    const s = select('<option value="">Wszyscy</option><option value="1">Łoś</option><option value="2">Jeż</option>');
    const next = producerOptions(serverProducerOptions(s), [{ id: 2, name: 'Jeż' }, { id: 3, name: 'Sokół' }]);
    expect(next[1]!.server).toBe(s.options[2]);
    expect(listed(producerOptions(next, [{ id: 3, name: 'Sokół' }]))).toEqual([
      ['', 'Wszyscy', true],
      ['3', 'Sokół', false],
    ]);
  });

  it('adds an "all producers" option when the markup had none', () => {
    expect(listed(producerOptions(serverProducerOptions(select('<option value="1">Łoś</option>')), []))).toEqual([['', 'Wszyscy producenci', false]]);
  });
});
