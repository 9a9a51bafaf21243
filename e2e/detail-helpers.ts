/** Shared steps of the product detail journeys (issue 4). */
import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

export const JACKET = '/produkt/1-kurtka-zimowa-zolta-los';
export const TENT = '/produkt/3-namiot-zubr';
export const SLEEPING_BAG = '/produkt/4-spiwor-puchowy-sokol';
export const MUG = '/produkt/5-kubek-termiczny-jez';

export interface Call {
  call: string;
  body: unknown;
}

/** The visitor's API calls of one kind, from the fixture shop's call log. */
export async function callsOf(page: Page, name: string): Promise<Call[]> {
  const calls = (await (await page.request.get('/__fixture/calls')).json()) as Call[];
  return calls.filter((c) => c.call === name);
}

export async function fault(page: Page, fault: { call: string; status?: number; delayMs?: number; times?: number; body?: string }): Promise<void> {
  const response = await page.request.post('/__fixture/faults', { data: fault });
  expect(response.ok()).toBe(true);
}

/** A radio of the option lists, by its visible label ("M", "Czerwony"). */
export const option = (page: Page, label: string): Locator => page.locator('.product-option').getByLabel(label, { exact: true });

/**
 * Clicks an option and waits for its answer. The first click may wake the island: the radio is
 * checked at once, and the island asks for its variant when it mounts.
 */
export async function choose(page: Page, label: string): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().endsWith('/Default.aspx/GetOptions'));
  await option(page, label).click();
  await expect(option(page, label)).toBeChecked();
  await answered;
  await expect(optionsBusy(page)).toHaveCount(0);
}

/** The option lists the options island marks busy while a choice loads. */
export const optionsBusy = (page: Page): Locator => page.locator('[data-island="product-options"] fieldset[aria-busy="true"]');

export const cartButton = (page: Page): Locator => page.locator('#add-to-cart-button');
export const announcer = (page: Page): Locator => page.locator('[data-sf-announcer]');
