import type { BenchSuite } from '../types';
import { bundleSuite } from './bundle';
import { adoptSuite } from './adopt';
import { coreSuite } from './core';
import { dxfSuite } from './dxf';
import { editorSuite } from './editor';
import { exportSuite } from './export';
import { ezdxfSuite } from './ezdxf';
import { generateSuite } from './generate';
import { hardeningSuite } from './hardening';
import { hostileSuite } from './hostile';
import { listInteractionsSuite } from './list-interactions';
import { listScreenSuite } from './list-screen';
import { processingSuite } from './processing';
import { revisionsSuite } from './revisions';
import { savesSuite } from './saves';
import { serverSuite } from './server';
import { throughputSuite } from './throughput';

/** Every benchmark suite, run in order by tests/bench/run.ts. Add a suite by appending it here. */
export const suites: BenchSuite[] = [
  coreSuite,
  dxfSuite,
  ezdxfSuite,
  processingSuite,
  hostileSuite,
  hardeningSuite,
  editorSuite,
  generateSuite,
  serverSuite,
  throughputSuite,
  listScreenSuite,
  listInteractionsSuite,
  revisionsSuite,
  exportSuite,
  bundleSuite,
  adoptSuite,
  savesSuite,
];
