# Shortcuts for the scripts in scripts/; each works on its own too.

.PHONY: build test roundtrip roundtrip-migrate bench bench-ratios bench-print bench-check bench-solver bench-repl bench-limits bench-batch bench-ib bench-shapes readme man fuzz sanitize

build:
	swift build

test:
	scripts/test

roundtrip:
	swift build --product draft-inspect
	scripts/roundtrip Examples/*.json Tests/Fixtures/Printer/*.json Tests/RoundTrip/Dumps/*.json

roundtrip-migrate:
	scripts/roundtrip-migrate Tests/Fixtures/Migrate/*/

# Benchmarks (release builds; timing goals live here, never in tests).
bench: bench-print bench-check bench-solver bench-repl bench-limits bench-batch bench-ib bench-shapes

bench-print:
	scripts/bench-print

bench-check:
	scripts/bench-check

# Only issue 18's ratios (CPU time against json.loads, growth, memory, kiwi; the storyboard
# against json.loads of a JSON of its size), each measured side by side in one run.
bench-ratios:
	scripts/bench-check --ratios-only --runs 11
	scripts/bench-ib --scratch-path .build

bench-solver:
	scripts/bench-solver

bench-repl:
	scripts/bench-repl

bench-batch:
	scripts/bench-batch

# The deep chain, the long trace, random bytes, the wide parent, the long cycle.
bench-limits:
	scripts/bench-limits

# Each libFuzzer target (Fuzz/) for FUZZ_SECONDS seconds in FUZZ_JOBS processes:
# make fuzz FUZZ_SECONDS=600 FUZZ_JOBS=2
FUZZ_SECONDS ?= 60
FUZZ_JOBS ?= 1
fuzz:
	scripts/fuzz --seconds $(FUZZ_SECONDS) --jobs $(FUZZ_JOBS)

# The test suite under AddressSanitizer, then ThreadSanitizer (scratch paths of their own).
sanitize:
	scripts/sanitize

bench-ib:
	scripts/bench-ib

# Issue 36: every shape of scripts/generate-shapes.py against json.loads, the worst per goal.
bench-shapes:
	scripts/bench-shapes --print-targets all

# Rewrites the output blocks and pictures of README.md and docs/*.md from what the tool prints now.
readme:
	swift build --product draft-inspect
	swift build --product draft-inspect-migrate
	scripts/check-readme --update
	scripts/check-readme-pictures --update

# The man pages, generated from the commands' help, into .build/man.
man:
	scripts/generate-manual
