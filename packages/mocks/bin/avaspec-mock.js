#!/usr/bin/env node
// Committed launcher: pnpm links bins at install time, before dist/ is built, so the bin cannot point into dist/.
import "../dist/cli.js";
