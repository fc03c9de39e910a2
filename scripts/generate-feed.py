#!/usr/bin/env python3
"""Writes a feed-shaped draft-inspect dump (format v1) for benchmarks.

    scripts/generate-feed.py VIEWS [-o FILE]

VIEWS is 4·cards + 1 (1001, 4001, 10001, ...): a root view whose safe area holds cards
stacked under each other; each card has an image view, a label with an intrinsic size and a
button. Every view is pinned down by its constraints and every recorded frame is the solved
one, so `check` finds nothing wrong: what a benchmark measures is the work, not a report.
"""
import argparse
import json
import sys

WIDTH, HEIGHT = 390.0, 844.0
SAFE_TOP, SAFE_BOTTOM = 47.0, 34.0
PAD, GAP = 12.0, 8.0
IMAGE = 60.0
LABEL_HEIGHT = 20.5
BUTTON = (80.0, 44.0)
CARD_HEIGHT = PAD + LABEL_HEIGHT + GAP + BUTTON[1] + PAD


def feed(views):
    if views < 5 or (views - 1) % 4:
        sys.exit("generate-feed: VIEWS must be 4·cards + 1 (e.g. 1001, 4001, 10001)")
    cards = (views - 1) // 4
    counter = iter(range(1, 10**9))
    vid = lambda: "0x%x" % (0x10000 + next(counter))
    cid = iter(range(1, 10**9))
    root = vid()
    safe = "guide-safe-area"
    out_views, constraints = [], []

    def c(first, fa, second=None, sa="notAnAttribute", constant=0.0, relation="equal", priority=1000):
        con = {"id": "c%d" % next(cid), "first": first, "firstAttribute": fa, "relation": relation,
               "second": second, "secondAttribute": sa, "constant": constant}
        if priority != 1000:
            con["priority"] = priority
        constraints.append(con)

    root_view = {"id": root, "class": "UIView", "name": "view",
                 "frame": {"x": 0, "y": 0, "width": WIDTH, "height": HEIGHT},
                 "safeAreaInsets": {"top": SAFE_TOP, "left": 0, "bottom": SAFE_BOTTOM, "right": 0},
                 "subviews": []}
    out_views.append(root_view)
    previous = None
    card_width = WIDTH - 2 * 16
    for index in range(cards):
        card, image, label, button = vid(), vid(), vid(), vid()
        root_view["subviews"].append(card)
        y = SAFE_TOP + GAP + index * (CARD_HEIGHT + GAP)
        out_views.append({"id": card, "class": "FeedCardView", "frame": {"x": 16, "y": y, "width": card_width, "height": CARD_HEIGHT},
                          "translatesAutoresizingMaskIntoConstraints": False, "subviews": [image, label, button]})
        out_views.append({"id": image, "class": "UIImageView", "frame": {"x": PAD, "y": PAD, "width": IMAGE, "height": IMAGE},
                          "translatesAutoresizingMaskIntoConstraints": False})
        label_x = PAD + IMAGE + GAP
        out_views.append({"id": label, "class": "UILabel", "text": "Post %d" % (index + 1),
                          "frame": {"x": label_x, "y": PAD, "width": card_width - label_x - PAD, "height": LABEL_HEIGHT},
                          "translatesAutoresizingMaskIntoConstraints": False,
                          "intrinsicContentSize": {"width": 120.5, "height": LABEL_HEIGHT},
                          "baselineOffsets": {"first": 16, "last": 16}})
        out_views.append({"id": button, "class": "UIButton", "text": "Like",
                          "frame": {"x": label_x, "y": PAD + LABEL_HEIGHT + GAP, "width": BUTTON[0], "height": BUTTON[1]},
                          "translatesAutoresizingMaskIntoConstraints": False,
                          "intrinsicContentSize": {"width": BUTTON[0], "height": BUTTON[1]}})
        if previous is None:
            c(card, "top", safe, "top", GAP)
        else:
            c(card, "top", previous, "bottom", GAP)
        c(card, "leading", root, "leading", 16)
        c(card, "trailing", root, "trailing", -16)
        c(image, "leading", card, "leading", PAD)
        c(image, "top", card, "top", PAD)
        c(image, "width", constant=IMAGE)
        c(image, "height", constant=IMAGE)
        c(card, "bottom", image, "bottom", PAD, relation="greaterThanOrEqual")
        c(label, "leading", image, "trailing", GAP)
        c(label, "top", card, "top", PAD)
        c(label, "trailing", card, "trailing", -PAD)
        c(button, "top", label, "bottom", GAP)
        c(button, "leading", label, "leading")
        c(button, "bottom", card, "bottom", -PAD)
        previous = card
    return {
        "format": "draft-inspect-dump", "version": 1, "root": root,
        "views": out_views,
        "layoutGuides": [{"id": safe, "owner": root, "kind": "safeArea", "identifier": "UIViewSafeAreaLayoutGuide",
                          "frame": {"x": 0, "y": SAFE_TOP, "width": WIDTH, "height": HEIGHT - SAFE_TOP - SAFE_BOTTOM}}],
        "constraints": constraints,
        "metadata": {"producer": "scripts/generate-feed.py", "cards": cards},
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("views", type=int)
    parser.add_argument("-o", "--output")
    args = parser.parse_args()
    text = json.dumps(feed(args.views), indent=1) + "\n"
    if args.output:
        with open(args.output, "w") as handle:
            handle.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
