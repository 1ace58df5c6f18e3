// Grades a host with the MDN HTTP Observatory's own code (@mdn/mdn-http-observatory) and prints
// the result as JSON: { scan: { grade, score, ... }, tests: { name: { pass, result, ... } } }.
//
//   node tests/deploy/observatory.mjs HOST HTTP_PORT HTTPS_PORT
//
// The package's scan(host) always asks ports 80 and 443: it calls retrieve(host) without the
// options that retrieve() itself accepts ({ httpPort, httpsPort }). This script calls
// retrieve() with the ports, then runs the package's ten tests and scores them exactly as
// scan() does (src/scanner/index.js, 1.4.8): the same requests, tests, score table and grade
// chart; only the ports differ. The certificate must be trusted (NODE_EXTRA_CA_CERTS), or the
// redirection and HSTS tests fail as the real Observatory's would.
//
// The package reads Chromium's HSTS preload list from conf/hsts-preload.json, which its install
// script downloads from outside the npm registry (never run here: .npmrc). When the file is
// missing, an empty list is written: a host on loopback is on no preload list, so the grade is
// the one the full list would give.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";
import { ALL_TESTS, NUM_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";

const [host, httpPort, httpsPort] = process.argv.slice(2);
if (!host || !httpPort || !httpsPort) {
  console.error("usage: node observatory.mjs HOST HTTP_PORT HTTPS_PORT");
  process.exit(2);
}

const packageDir = path.dirname(
  path.dirname(fileURLToPath(import.meta.resolve("@mdn/mdn-http-observatory"))),
);
const preloadList = path.join(packageDir, "conf", "hsts-preload.json");
if (!fs.existsSync(preloadList)) {
  fs.writeFileSync(preloadList, "{}\n");
}

const requests = await retrieve(host, { httpPort, httpsPort });
if (!requests.responses.auto) {
  console.log(JSON.stringify({ error: "The site seems to be down." }));
  process.exit(1);
}
const { status } = requests.responses.auto;
if (status < 200 || (status >= 400 && ![401, 403].includes(status))) {
  console.log(JSON.stringify({ error: `unexpected HTTP status code ${status}` }));
  process.exit(1);
}

// From here on, scan()'s own scoring, line for line.
const results = ALL_TESTS.map((test) => test(requests));
let testsPassed = 0;
let scoreWithExtraCredit = 100;
let uncurvedScore = scoreWithExtraCredit;
for (const result of results) {
  if (result.result) {
    result.scoreModifier = getScoreModifier(result.result);
    testsPassed += result.pass ? 1 : 0;
    scoreWithExtraCredit += result.scoreModifier;
    if (result.scoreModifier < 0) {
      uncurvedScore += result.scoreModifier;
    }
  }
}
const score =
  uncurvedScore >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? scoreWithExtraCredit : uncurvedScore;
const final = getGradeForScore(score);

const auto = requests.responses.auto;
console.log(
  JSON.stringify(
    {
      scan: {
        grade: final.grade,
        score: final.score,
        statusCode: auto.status,
        testsFailed: NUM_TESTS - testsPassed,
        testsPassed,
        testsQuantity: NUM_TESTS,
        responseHeaders: Object.fromEntries(Object.entries(auto.headers)),
        finalUrl: requests.session.url.href,
      },
      tests: Object.fromEntries(results.map((result) => [result.constructor.name, result])),
    },
    null,
    2,
  ),
);
