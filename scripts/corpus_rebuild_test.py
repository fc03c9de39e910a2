#!/usr/bin/env python3
"""Checks scripts/corpus-rebuild and the table it reads: every storyboard row of
Tests/Corpus/README.md parses, sits in the share its URL's hash gives and is counted in the
shares' table; and a file is rebuilt from a repository's copy only when its size matches."""
import importlib.machinery
import importlib.util
import os
import re
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(ROOT, "scripts", "corpus-rebuild")
README = os.path.join(ROOT, "Tests", "Corpus", "README.md")


def load_script():
    loader = importlib.machinery.SourceFileLoader("corpus_rebuild", SCRIPT)
    spec = importlib.util.spec_from_loader("corpus_rebuild", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


rebuild = load_script()


class TableTests(unittest.TestCase):
    def test_every_row_is_in_the_share_its_url_gives(self):
        rows = rebuild.interface_builder_rows(README)
        for row in rows:
            self.assertEqual(row["share"], rebuild.share_of(row["url"]), row["name"])

    def test_the_rows_are_the_files_the_shares_table_counts(self):
        rows = rebuild.interface_builder_rows(README)
        with open(README, encoding="utf-8") as handle:
            counts = re.search(r"^\| storyboards and XIBs \| (\d+) \| (\d+) \|$", handle.read(), re.M)
        worked = sum(row["share"] == "worked" for row in rows)
        self.assertEqual((worked, len(rows) - worked), (int(counts.group(1)), int(counts.group(2))))
        self.assertEqual(len({row["name"] for row in rows}), len(rows))

    def test_the_hash_rule_on_known_urls(self):
        # SHA-1 979a55d5…8d037ed4, read as one big-endian integer, is 0 modulo 3.
        base = "https://github.com/corona-warn-app/cwa-app-ios/blob/02c629b695e64643b3d8a06dff290eb59ae14ad3/src/xcode/ENA/ENA/Source"
        self.assertEqual(rebuild.share_of(f"{base}/Views/ExposureSubmission/ExposureSubmissionImageCardCell.xib"), "held-out")
        self.assertEqual(rebuild.share_of(f"{base}/Scenes/ExposureDetection/Cells/ExposureDetectionHeaderCell.xib"), "worked")


class RebuildTests(unittest.TestCase):
    def test_a_file_is_written_only_with_its_recorded_size(self):
        with tempfile.TemporaryDirectory() as work:
            repository = os.path.join(work, "repos", "someone+app")
            git = ["git", "-C", repository, "-c", "user.name=t", "-c", "user.email=t@t"]
            subprocess.run(["git", "init", "--quiet", repository], check=True)
            os.makedirs(os.path.join(repository, "App"))
            with open(os.path.join(repository, "App", "Main.storyboard"), "wb") as handle:
                handle.write(b"<document/>\n")
            subprocess.run([*git, "add", "."], check=True)
            subprocess.run([*git, "commit", "--quiet", "-m", "storyboard"], check=True)
            commit = subprocess.run([*git, "rev-parse", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
            source = f"https://github.com/someone/app/blob/{commit}/App/Main.storyboard"
            share = rebuild.share_of(source)
            readme = os.path.join(work, "README.md")
            with open(readme, "w", encoding="utf-8") as handle:
                handle.write(f"| app-Main.storyboard | {share} | {source} | MIT | 1 | | 12 |\n")
                handle.write(f"| app-Stale.storyboard | {share} | {source} | MIT | 1 | | 13 |\n")
            out = os.path.join(work, "out")
            result = subprocess.run([sys.executable, SCRIPT, "--repos", os.path.join(work, "repos"), "--out", out,
                                     "--readme", readme], capture_output=True, text=True)
            self.assertEqual(result.returncode, 1)
            self.assertIn("app-Stale.storyboard: 12 bytes where the table records 13", result.stderr)
            with open(os.path.join(out, share, "interface-builder", "app-Main.storyboard"), "rb") as handle:
                self.assertEqual(handle.read(), b"<document/>\n")
            self.assertFalse(os.path.exists(os.path.join(out, share, "interface-builder", "app-Stale.storyboard")))


if __name__ == "__main__":
    unittest.main()
