// The first paint's entry (build/plugins/first-paint.ts): the build writes PAGE_DATA in as a JSON
// literal.
import { firstPaint } from './first-paint';
import type { FirstPaintData } from './first-paint';

declare const PAGE_DATA: FirstPaintData;

firstPaint(PAGE_DATA);
