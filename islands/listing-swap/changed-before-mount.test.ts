// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { formChangedBeforeMount, sendsOnChange } from './changed-before-mount';

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

beforeEach(() => {
  document.body.innerHTML = `<form id="sort"><select id="order" name="sort"><option selected>default</option><option>price-asc</option></select></form>
<form id="filters" data-submit-on-change><input type="checkbox" id="available" name="available"><input type="checkbox" id="producer" name="producer" checked>
<input type="number" id="price" name="priceFrom" value=""><select id="per-page" name="perPage"><option>24</option><option>48</option></select></form>`;
});

describe('formChangedBeforeMount', () => {
  it('finds nothing on the page as the server sent it', () => {
    expect(formChangedBeforeMount(document)).toBeNull();
  });

  it('finds the send-on-change form whose box was ticked or unticked, or whose option was chosen', () => {
    input('available').checked = true;
    expect(formChangedBeforeMount(document)?.id).toBe('filters');
    input('available').checked = false;
    input('producer').checked = false;
    expect(formChangedBeforeMount(document)?.id).toBe('filters');
    input('producer').checked = true;
    (document.getElementById('per-page') as HTMLSelectElement).value = '48';
    expect(formChangedBeforeMount(document)?.id).toBe('filters');
  });

  it('leaves typed fields and forms not sent on change alone', () => {
    input('price').value = '300';
    (document.getElementById('order') as HTMLSelectElement).value = 'price-asc';
    expect(formChangedBeforeMount(document)).toBeNull();
  });
});

describe('sendsOnChange', () => {
  it('takes boxes, radios and selects of a send-on-change form only', () => {
    expect(['available', 'per-page', 'price', 'order'].map((id) => sendsOnChange(document.getElementById(id)))).toEqual([true, true, false, false]);
    expect(sendsOnChange(document)).toBe(false);
  });
});
