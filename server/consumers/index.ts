import type { TRegisteredConsumer } from '../events/consumers.ts';
import { csatConsumer } from './csat.consumer.ts';

/** Every consumer of committed events; the dispatcher feeds these and no others. */
export const CONSUMERS: readonly TRegisteredConsumer[] = [csatConsumer];
