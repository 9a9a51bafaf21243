import type { Driver } from './driver';

/** One engine journey: written once, run by every driver, each time as a new visitor. */
export interface Journey {
  name: string;
  run(driver: Driver): Promise<void>;
}
