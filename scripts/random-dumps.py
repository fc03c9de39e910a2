#!/usr/bin/env python3
"""Writes seeded random dumps (format v1) for scripts/roundtrip, to try the printer's compaction
on shapes no example has.

    scripts/random-dumps.py FIRST-SEED COUNT -o DIR      (writes DIR/random-<seed>.json)

Each dump is a small hierarchy (a root, a few subviews, two grandchildren, often a stack view)
with a safe-area, a layout-margins and a custom guide, and constraints of three kinds: edges of
a view to its parent (often with one relation, constant and priority, so they can group into
pairs, tri and quad anchors), centers, sizes and corners against the parent or a sibling, and
single relations between any two items. Relations, constants, multipliers, priorities and
identifiers vary; every constraint is one UIKit accepts. The same seed gives the same bytes.
"""
import argparse
import json
import os
import random

X_ABSOLUTE = ["left", "right", "centerX"]
X_LOCALIZED = ["leading", "trailing", "centerX"]
Y = ["top", "bottom", "centerY"]
BASELINES = ["firstBaseline", "lastBaseline"]
DIMENSIONS = ["width", "height"]
NEGATIVE = {"right", "trailing", "bottom"}
RELATIONS = ["equal"] * 4 + ["lessThanOrEqual", "greaterThanOrEqual"]
CONSTANTS = [0, 0, 8, -8, 12.5, 16, -20]
PRIORITIES = [1000] * 6 + [999, 750, 250, 749.5]
IDENTIFIERS = [None] * 5 + ["idA", "id.b"]
FRAME = {"x": 0, "y": 0, "width": 10, "height": 10}


class RandomDump:
    def __init__(self, seed):
        self.random = random.Random(seed)
        self.views = {"r": {"id": "r", "class": "UIView", "frame": FRAME, "subviews": []}}
        self.parent = {}
        self.constraints = []

    def pick(self, choices):
        return self.random.choice(choices)

    def add_view(self, parent, view_id, class_name="UIView"):
        self.views[view_id] = {"id": view_id, "class": class_name, "frame": FRAME, "subviews": [],
                               "translatesAutoresizingMaskIntoConstraints": False}
        self.views[parent]["subviews"].append(view_id)
        self.parent[view_id] = parent

    def constrain(self, first, first_attribute, relation, second=None, second_attribute="notAnAttribute",
                  multiplier=1, constant=0, priority=1000, identifier=None):
        constraint = {"id": f"c{len(self.constraints) + 1}", "first": first, "firstAttribute": first_attribute,
                      "relation": relation, "second": second, "secondAttribute": second_attribute,
                      "multiplier": multiplier, "constant": constant, "priority": priority}
        if identifier:
            constraint["identifier"] = identifier
        self.constraints.append(constraint)

    def hierarchy(self):
        for index in range(self.random.randint(2, 4)):
            self.add_view("r", f"a{index}", self.pick(["UIView", "UILabel", "UIButton", "UIImageView"]))
        self.add_view("a0", "b0")
        self.add_view("a0", "b1", "UILabel")
        if self.random.random() < 0.6:
            self.add_view("r", "s", "UIStackView")
            for index in range(self.random.randint(1, 3)):
                self.add_view("s", f"s{index}", "UILabel")
            self.views["s"]["stack"] = {"axis": self.pick(["horizontal", "vertical"]),
                                        "arrangedSubviews": list(self.views["s"]["subviews"]),
                                        "spacing": self.pick([0, 4, 8])}

    def edges_to_parent(self, view):
        """Two to four edges; half the time with one relation, constant and priority, so they group."""
        x = ["leading", "trailing"] if self.random.random() < 0.5 else ["left", "right"]
        uniform = self.random.random() < 0.5
        relation, constant = self.pick(RELATIONS), self.pick(CONSTANTS)
        priority, identifier = self.pick(PRIORITIES), self.pick(IDENTIFIERS)
        for attribute in self.random.sample(x + ["top", "bottom"], self.random.randint(2, 4)):
            if uniform:
                sign = -1 if attribute in NEGATIVE else 1
                self.constrain(view, attribute, relation, self.parent[view], attribute,
                               constant=sign * constant, priority=priority, identifier=identifier)
            else:
                self.constrain(view, attribute, self.pick(RELATIONS), self.parent[view], attribute,
                               constant=self.pick(CONSTANTS), priority=self.pick(PRIORITIES),
                               identifier=self.pick(IDENTIFIERS))

    def pair(self, view):
        """Two members of a center, size or corner against the parent or a sibling."""
        siblings = [item for item in self.views[self.parent[view]]["subviews"] if item != view]
        other = self.pick([self.parent[view]] + siblings)
        relation, constant = self.pick(RELATIONS), self.pick(CONSTANTS)
        common = {"priority": self.pick(PRIORITIES), "identifier": self.pick(IDENTIFIERS)}
        second_constant = self.pick([constant, -constant, self.pick(CONSTANTS)])
        shape = self.pick(["center", "size", "constant size", "corner"])
        if shape == "center":
            self.constrain(view, "centerX", relation, other, "centerX", constant=constant, **common)
            self.constrain(view, "centerY", relation, other, "centerY", constant=second_constant, **common)
        elif shape == "size":
            multiplier = self.pick([1, 1, 2, 0.5])
            self.constrain(view, "width", relation, other, "width", multiplier, constant, **common)
            self.constrain(view, "height", relation, other, "height", multiplier, second_constant, **common)
        elif shape == "constant size":
            self.constrain(view, "width", relation, constant=abs(constant) + 5, **common)
            self.constrain(view, "height", relation, constant=abs(second_constant) + 5, **common)
        else:
            x = self.pick(["left", "right", "leading", "trailing"])
            x_target = self.pick((["left", "right"] if x in ("left", "right") else ["leading", "trailing"]) + ["centerX"])
            y = self.pick(["top", "bottom"])
            self.constrain(view, x, relation, other, x_target, constant=constant, **common)
            self.constrain(view, y, self.pick([relation, relation, "equal"]), other, self.pick(Y),
                           constant=self.pick([constant, -constant]), **common)

    def single(self, items):
        first = self.pick(list(self.views))
        common = {"priority": self.pick(PRIORITIES), "identifier": self.pick(IDENTIFIERS)}
        relation = self.pick(RELATIONS)
        if self.random.random() < 0.3:
            attribute = self.pick(DIMENSIONS)
            if self.random.random() < 0.4:
                self.constrain(first, attribute, relation, constant=abs(self.pick(CONSTANTS)) + 10, **common)
            else:
                self.constrain(first, attribute, relation, self.pick(items), self.pick(DIMENSIONS),
                               self.pick([1, 1, 1, 0.5, 2]), self.pick(CONSTANTS), **common)
            return
        family = self.pick([X_ABSOLUTE, X_LOCALIZED, Y, Y])
        second = self.pick([item for item in items if item != first])
        targets = family + (BASELINES if family is Y and second in self.views else [])
        self.constrain(first, self.pick(family), relation, second, self.pick(targets),
                       constant=self.pick(CONSTANTS), **common)

    def make(self):
        self.hierarchy()
        guides = [{"id": "gs", "owner": "r", "kind": "safeArea", "identifier": "UIViewSafeAreaLayoutGuide"},
                  {"id": "gm", "owner": "r", "kind": "layoutMargins", "identifier": "UIViewLayoutMarginsGuide"},
                  {"id": "gc", "owner": "a0", "kind": "custom", "identifier": "customGuide"}]
        children = [view for view in self.views if view != "r"]
        for view in children:
            if self.random.random() < 0.5:
                self.edges_to_parent(view)
        for view in children:
            if self.random.random() < 0.5:
                self.pair(view)
        for _ in range(self.random.randint(5, 15)):
            self.single(list(self.views) + [guide["id"] for guide in guides])
        return {"format": "draft-inspect-dump", "version": 1, "root": "r", "views": list(self.views.values()),
                "layoutGuides": guides, "constraints": self.constraints,
                "metadata": {"producer": "scripts/random-dumps.py"}}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("first", type=int, metavar="FIRST-SEED")
    parser.add_argument("count", type=int, metavar="COUNT")
    parser.add_argument("-o", "--output", required=True, metavar="DIR")
    arguments = parser.parse_args()
    os.makedirs(arguments.output, exist_ok=True)
    for seed in range(arguments.first, arguments.first + arguments.count):
        with open(os.path.join(arguments.output, f"random-{seed}.json"), "w", encoding="utf-8") as handle:
            json.dump(RandomDump(seed).make(), handle, indent=1)
            handle.write("\n")


if __name__ == "__main__":
    main()
