// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { checkedPoint, pointChosenBeforeMount } from './chosen-before-mount';

const radio = (value: string) => document.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;

beforeEach(() => {
  document.body.innerHTML = `<form data-cart-command="delivery"><input type="radio" name="deliveryPoint" value="A" checked><input type="radio" name="deliveryPoint" value="B"></form>`;
});

describe('pointChosenBeforeMount', () => {
  it('is null while the checked point is the one the server rendered', () => {
    expect(pointChosenBeforeMount(document.body)).toBeNull();
  });

  it('is the point the shopper checked instead', () => {
    radio('B').checked = true;
    expect(pointChosenBeforeMount(document.body)).toBe(radio('B'));
  });

  it('is null when the server had none and none is checked, or the radio has no form', () => {
    radio('A').defaultChecked = false;
    radio('A').checked = false;
    expect(pointChosenBeforeMount(document.body)).toBeNull();
    document.body.innerHTML = '<input type="radio" name="deliveryPoint" value="C">';
    radio('C').checked = true;
    expect(pointChosenBeforeMount(document.body)).toBeNull();
  });

  it('checkedPoint names the checked point, or null', () => {
    expect(checkedPoint(document.body)).toBe('A');
    radio('A').checked = false;
    expect(checkedPoint(document.body)).toBeNull();
  });
});
