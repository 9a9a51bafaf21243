// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { differsFromServer } from './server-state';

const control = (id: string) => document.getElementById(id)!;

beforeEach(() => {
  document.body.innerHTML = `<input type="checkbox" id="box"><input type="checkbox" id="ticked" checked>
<input type="radio" name="r" id="r1" checked><input type="radio" name="r" id="r2">
<select id="plain"><option>a</option><option>b</option></select>
<select id="chosen"><option>a</option><option selected>b</option><option>c</option></select>
<select id="several" multiple><option selected>a</option><option>b</option></select>
<input type="text" id="text" value="x">`;
});

describe('differsFromServer', () => {
  it('sees nothing changed on the page as the server sent it', () => {
    for (const id of ['box', 'ticked', 'r1', 'r2', 'plain', 'chosen', 'several']) expect(differsFromServer(control(id)), id).toBe(false);
  });

  it('sees a box ticked or unticked, and a radio chosen', () => {
    (control('box') as HTMLInputElement).checked = true;
    (control('ticked') as HTMLInputElement).checked = false;
    (control('r2') as HTMLInputElement).checked = true;
    expect(['box', 'ticked', 'r1', 'r2'].map((id) => differsFromServer(control(id)))).toEqual([true, true, true, true]);
  });

  it('sees another option chosen, in a select with or without a server choice, single or multiple', () => {
    (control('plain') as HTMLSelectElement).value = 'b';
    (control('chosen') as HTMLSelectElement).value = 'a';
    (control('several') as HTMLSelectElement).options[1]!.selected = true;
    expect(['plain', 'chosen', 'several'].map((id) => differsFromServer(control(id)))).toEqual([true, true, true]);
  });

  it('leaves typed fields out: they wait for their own submit', () => {
    (control('text') as HTMLInputElement).value = 'y';
    expect(differsFromServer(control('text'))).toBe(false);
  });
});
