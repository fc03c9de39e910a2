#!/usr/bin/env python3
"""Checks scripts/corpus-score on the repository's own corpus, laid out in the two shares it
scores separately (the material it is meant for is not in the repository; see
Tests/Corpus/README.md). Needs a built draft-inspect (DRAFT_INSPECT, else .build/debug)."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Tests", "Fixtures", "Corpus")
BINARY = os.environ.get("DRAFT_INSPECT", os.path.join(ROOT, ".build", "debug", "draft-inspect"))


def score(*paths):
    result = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "corpus-score"), "--binary", BINARY, "--json", *paths],
                            capture_output=True, text=True, check=True)
    return json.loads(result.stdout)


class CorpusScoreTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory()
        # Two logs UIKit's choice is known for, and two storyboards, one of each per share.
        layout = {
            "worked/uikit-logs": ["uikit-logs/27-safearea-bottom-button-vfl.txt"],
            "held-out/uikit-logs": ["uikit-logs/33-masonry-no-active-suffix-unicode-process.txt",
                                    "uikit-logs/21-wtf-so45474345-tablecell-duplicated-lines.txt"],
            "worked/interface-builder": ["interface-builder/22-vfj-tanaka-SampleUI-Main.storyboard",
                                         "interface-builder/10-MrAlek-FuckingScrollViewAutoLayout-Examples-Main.storyboard"],
            "held-out/interface-builder": ["interface-builder/19-weekFlex-Cartier-TableViewCell.xib"],
        }
        for share, files in layout.items():
            os.makedirs(os.path.join(cls.folder.name, share))
            for name in files:
                os.symlink(os.path.join(CORPUS, name), os.path.join(cls.folder.name, share, os.path.basename(name)))
        cls.result = score(cls.folder.name)

    @classmethod
    def tearDownClass(cls):
        cls.folder.cleanup()

    def test_each_share_is_scored_apart(self):
        totals = self.result["totals"]
        self.assertEqual(sorted(totals), ["held-out", "worked"])
        self.assertEqual((totals["worked"]["logs"], totals["worked"]["logsAgreeing"]), (1, 1))
        # Log 33's choice is the pin that gives its button a width; log 21 names no choice of UIKit's.
        self.assertEqual((totals["held-out"]["logs"], totals["held-out"]["logsAgreeing"]), (1, 1))

    def test_a_log_without_uikits_choice_is_not_scored(self):
        log = next(f for f in self.result["files"] if f["file"].endswith("21-wtf-so45474345-tablecell-duplicated-lines.txt"))
        self.assertIsNone(log["uikit"])
        self.assertIsNotNone(log["predicted"])

    def test_recorded_frames_are_counted_over_every_layout(self):
        scrollViews = next(f for f in self.result["files"] if f["file"].endswith("10-MrAlek-FuckingScrollViewAutoLayout-Examples-Main.storyboard"))
        self.assertEqual((scrollViews["layouts"], scrollViews["frames"], scrollViews["agreeing"]), (2, 10, 10))
        # Storyboard 22's switch agrees since it is placed by its alignment rect.
        self.assertEqual(self.result["totals"]["worked"]["framesAgreeing"], 34)
        self.assertEqual(self.result["totals"]["worked"]["framesAgreeingPercent"], 100.0)

    def test_byte_identical_files_are_also_counted_once(self):
        with tempfile.TemporaryDirectory() as folder:
            source = os.path.join(CORPUS, "interface-builder/22-vfj-tanaka-SampleUI-Main.storyboard")
            for copy in ("a.storyboard", "b.storyboard"):
                os.symlink(source, os.path.join(folder, copy))
            os.symlink(os.path.join(CORPUS, "interface-builder/19-weekFlex-Cartier-TableViewCell.xib"), os.path.join(folder, "c.xib"))
            totals = score(folder)["totals"]["other"]
        self.assertEqual(totals["ibFiles"], 3)
        self.assertEqual(totals["ibFilesDistinct"], 2)
        one = next(f for f in score(source)["files"])
        self.assertEqual(totals["frames"] - totals["distinctFrames"], one["frames"])

    def test_a_file_that_does_not_read_fails_entirely(self):
        with tempfile.TemporaryDirectory() as folder:
            broken = os.path.join(folder, "worked", "broken.xib")
            os.makedirs(os.path.dirname(broken))
            with open(broken, "w") as handle:
                handle.write('<?xml version="1.0"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">\n<objects>\n')
            result = score(folder)
        self.assertEqual(result["totals"]["worked"]["ibFilesNotRead"], 1)
        self.assertEqual(result["files"][0]["agreeing"], 0)

    def test_shares_linked_from_elsewhere_are_followed(self):
        # As a rebuilt corpus is laid out: Tests/Corpus/worked is a link to a cache.
        with tempfile.TemporaryDirectory() as folder:
            os.symlink(os.path.join(self.folder.name, "worked"), os.path.join(folder, "worked"))
            result = score(folder)
        self.assertEqual(result["totals"]["worked"]["framesAgreeing"], 34)


if __name__ == "__main__":
    unittest.main()
