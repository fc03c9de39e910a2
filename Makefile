# Shortcuts for the scripts in scripts/; each works on its own too.

.PHONY: build test roundtrip bench bench-print bench-check bench-solver bench-repl bench-batch readme man

build:
	swift build

test:
	scripts/test

roundtrip:
	swift build --product draft-inspect
	scripts/roundtrip Examples/*.json Tests/PrinterTests/Fixtures/*.json Tests/RoundTrip/Dumps/*.json

# Benchmarks (release builds; timing goals live here, never in tests).
bench: bench-print bench-check bench-solver bench-repl bench-batch

bench-print:
	scripts/bench-print

bench-check:
	scripts/bench-check

bench-solver:
	scripts/bench-solver

bench-repl:
	scripts/bench-repl

bench-batch:
	scripts/bench-batch

# Rewrites the README's output blocks from what the tool prints now.
readme:
	swift build --product draft-inspect
	scripts/check-readme --update

# The man pages, generated from the commands' help, into .build/man.
man:
	scripts/generate-manual
