#!/usr/bin/env node
// @ts-check
// `pnpm image:version`: the version of @avaspec/mocks, which the release workflow tags the image with. Writes
// `version=<x.y.z>` to $GITHUB_OUTPUT in a workflow, else prints it.
import { appendFileSync, readFileSync } from "node:fs";

const { version } = JSON.parse(readFileSync(new URL("../../packages/mocks/package.json", import.meta.url), "utf8"));
if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `version=${version}\n`);
else process.stdout.write(`${version}\n`);
