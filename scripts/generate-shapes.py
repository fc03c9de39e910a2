#!/usr/bin/env python3
"""Writes inputs of many shapes, about VIEWS views each, for scripts/bench-shapes: the shapes
a real app's hierarchy takes besides the repository's own feed.

    scripts/generate-shapes.py SHAPE VIEWS [-o FILE]

SHAPE is one of
  feed              scripts/generate-feed.py's feed (cards under each other)
  cards             cards placed each at its own offset from the top (not chained), each a
                    container holding a label, an image under it and a button under that
  deep              views nested in one chain, each pinned to its parent (pathological.py)
  table             a table: cells placed by their frames (autoresizing), each with a
                    content view holding a title and a detail label
  wide              every view side by side in one parent (pathological.py)
  storyboard        scripts/generate-storyboard.py's storyboard, VIEWS views over scenes of 40
  width-cycle       one cycle of VIEWS constraints through widths, a dump (a conflict)
  position-cycle    one cycle of VIEWS constraints through positions, a dump (a conflict)
  width-cycle-log   the width cycle as a UIKit conflict message
  position-cycle-log  the position cycle as a UIKit conflict message
  trace             an `_autolayoutTrace` of a feed's tree (cards of three views)

Every layout shape is solved as recorded (no misplaced frame), so that the work measured is
reading, solving and reporting, not a long list of findings. Deterministic.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
WIDTH = 390.0


def run_script(script, *arguments):
    return subprocess.run([sys.executable, os.path.join(HERE, script), *map(str, arguments)],
                          check=True, capture_output=True).stdout.decode()


def storyboard(count):
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "shapes.storyboard")
        run_script("generate-storyboard.py", max(1, count // 40), count, "-o", path)
        with open(path) as handle:
            return handle.read()


def constraint_maker(constraints):
    counter = iter(range(1, 10**9))

    def make(first, first_attribute, second=None, second_attribute="notAnAttribute", constant=0.0):
        constraints.append({"id": f"c{next(counter)}", "first": first, "firstAttribute": first_attribute,
                            "relation": "equal", "second": second, "secondAttribute": second_attribute,
                            "constant": constant})
    return make


def dump(views, constraints, producer):
    return json.dumps({"format": "draft-inspect-dump", "version": 1, "root": views[0]["id"], "views": views,
                       "constraints": constraints, "metadata": {"producer": producer}}, indent=1) + "\n"


def cards(count):
    """(VIEWS - 1) / 4 cards, each `label / image / button` in a column inside its container."""
    pad, gap, label_height, image, button = 12.0, 8.0, 20.5, 120.0, (80.0, 44.0)
    card_height = pad + label_height + gap + image + gap + button[1] + pad
    views = [{"id": "root", "class": "UIView", "frame": {"x": 0, "y": 0, "width": WIDTH, "height": 1e6},
              "subviews": []}]
    constraints = []
    c = constraint_maker(constraints)
    card_width = WIDTH - 32
    for index in range((count - 1) // 4):
        card, label, picture, action = (f"card{index}", f"label{index}", f"image{index}", f"button{index}")
        views[0]["subviews"].append(card)
        top = 8 + index * (card_height + 8)
        views.append({"id": card, "class": "CardView", "frame": {"x": 16, "y": top, "width": card_width, "height": card_height},
                      "translatesAutoresizingMaskIntoConstraints": False, "subviews": [label, picture, action]})
        views.append({"id": label, "class": "UILabel", "text": f"Card {index + 1}",
                      "frame": {"x": pad, "y": pad, "width": card_width - 2 * pad, "height": label_height},
                      "translatesAutoresizingMaskIntoConstraints": False,
                      "intrinsicContentSize": {"width": 90.5, "height": label_height}})
        views.append({"id": picture, "class": "UIImageView",
                      "frame": {"x": pad, "y": pad + label_height + gap, "width": image, "height": image},
                      "translatesAutoresizingMaskIntoConstraints": False})
        views.append({"id": action, "class": "UIButton", "text": "Open",
                      "frame": {"x": pad, "y": pad + label_height + gap + image + gap, "width": button[0], "height": button[1]},
                      "translatesAutoresizingMaskIntoConstraints": False,
                      "intrinsicContentSize": {"width": button[0], "height": button[1]}})
        c(card, "top", "root", "top", top)
        c(card, "leading", "root", "leading", 16)
        c(card, "trailing", "root", "trailing", -16)
        c(label, "top", card, "top", pad)
        c(label, "leading", card, "leading", pad)
        c(label, "trailing", card, "trailing", -pad)
        c(picture, "top", label, "bottom", gap)
        c(picture, "leading", card, "leading", pad)
        c(picture, "width", constant=image)
        c(picture, "height", constant=image)
        c(action, "top", picture, "bottom", gap)
        c(action, "leading", card, "leading", pad)
        c(card, "bottom", action, "bottom", pad)
    return dump(views, constraints, "scripts/generate-shapes.py cards")


def table(count):
    """(VIEWS - 2) / 4 cells, each a cell, its content view and two labels."""
    row_height, pad = 44.0, 16.0
    rows = max(1, (count - 2) // 4)
    views = [{"id": "root", "class": "UIView", "frame": {"x": 0, "y": 0, "width": WIDTH, "height": 844},
              "subviews": ["table"]},
             {"id": "table", "class": "UITableView", "frame": {"x": 0, "y": 0, "width": WIDTH, "height": 844},
              "translatesAutoresizingMaskIntoConstraints": False, "subviews": []}]
    constraints = []
    c = constraint_maker(constraints)
    for attribute in ("top", "leading", "trailing", "bottom"):
        c("table", attribute, "root", attribute)
    for index in range(rows):
        cell, content, title, detail = (f"cell{index}", f"content{index}", f"title{index}", f"detail{index}")
        views[1]["subviews"].append(cell)
        views.append({"id": cell, "class": "UITableViewCell", "autoresizingMask": ["flexibleWidth"],
                      "frame": {"x": 0, "y": index * row_height, "width": WIDTH, "height": row_height},
                      "translatesAutoresizingMaskIntoConstraints": True, "subviews": [content]})
        views.append({"id": content, "class": "UITableViewCellContentView", "autoresizingMask": ["flexibleWidth", "flexibleHeight"],
                      "frame": {"x": 0, "y": 0, "width": WIDTH, "height": row_height},
                      "translatesAutoresizingMaskIntoConstraints": True, "subviews": [title, detail]})
        views.append({"id": title, "class": "UILabel", "text": f"Row {index + 1}",
                      "frame": {"x": pad, "y": 12, "width": 60, "height": 20},
                      "translatesAutoresizingMaskIntoConstraints": False,
                      "intrinsicContentSize": {"width": 60, "height": 20}})
        views.append({"id": detail, "class": "UILabel", "text": "Detail",
                      "frame": {"x": WIDTH - pad - 50, "y": 12, "width": 50, "height": 20},
                      "translatesAutoresizingMaskIntoConstraints": False,
                      "intrinsicContentSize": {"width": 50, "height": 20}})
        c(title, "leading", content, "leading", pad)
        c(title, "centerY", content, "centerY")
        c(detail, "trailing", content, "trailing", -pad)
        c(detail, "centerY", content, "centerY")
    return dump(views, constraints, "scripts/generate-shapes.py table")


def trace(count):
    """An `_autolayoutTrace` of a root holding (VIEWS - 1) / 4 cards of three views each."""
    address = iter(range(0x7f0000000001, 0x7fffffffffff))
    lines = ["", "UIWindow:0x7f0000000000", "|   •UIView:0x%x" % next(address)]
    for _ in range((count - 1) // 4):
        lines.append("|   |   *CardView:0x%x" % next(address))
        lines.append("|   |   |   *UILabel:0x%x" % next(address))
        lines.append("|   |   |   *UIImageView:0x%x" % next(address))
        lines.append("|   |   |   *UIButton:0x%x" % next(address))
    lines += ["", "Legend:", "\t* - is laid out with auto layout", "\t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES", "\t• - layout engine host"]
    return "\n".join(lines) + "\n"


SHAPES = {
    "feed": lambda n: run_script("generate-feed.py", 4 * ((n - 1) // 4) + 1),
    "cards": cards,
    "deep": lambda n: run_script("pathological.py", "chain-dump", n),
    "table": table,
    "wide": lambda n: run_script("pathological.py", "wide-dump", n - 1),
    "storyboard": storyboard,
    "width-cycle": lambda n: run_script("pathological.py", "cycle-dump", n),
    "position-cycle": lambda n: run_script("pathological.py", "position-cycle-dump", n),
    "width-cycle-log": lambda n: run_script("pathological.py", "cycle-log", n),
    "position-cycle-log": lambda n: run_script("pathological.py", "position-cycle-log", n),
    "trace": trace,
}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("shape", choices=list(SHAPES))
    parser.add_argument("views", type=int)
    parser.add_argument("-o", "--output")
    arguments = parser.parse_args()
    text = SHAPES[arguments.shape](arguments.views)
    if arguments.output:
        with open(arguments.output, "w") as handle:
            handle.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
