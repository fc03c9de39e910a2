#!/usr/bin/env python3
"""Writes the pathological inputs the reliability benchmark (scripts/bench-limits) and the
regression tests use: shapes that once made a reader or a pass quadratic.

    scripts/pathological.py KIND N [-o FILE]

KIND is one of
  chain-dump        a dump whose N views nest in one chain, each pinned to its parent
  wide-dump         a dump with N views side by side in one parent
  cycle-dump        a dump whose N required constraints form one cycle
                    (v[i].width == v[i+1].width + 1, the last back to the first): a conflict
  cycle-log         the same cycle as a UIKit conflict message
  position-cycle-dump  a dump whose N required constraints form one cycle through positions
                    (v[i].top == v[i+1].bottom + 1, the last back to the first): a conflict
  position-cycle-log   the same cycle as a UIKit conflict message
  chain-trace       an _autolayoutTrace whose N views nest in one chain
  chain-recursive   a recursiveDescription whose N views nest in one chain
  random            N bytes of seeded random noise
"""
import argparse
import json
import random
import sys


def view(index, subviews, x=0, y=0, width=320, height=480):
    return {"id": f"v{index}", "class": "UIView", "frame": {"x": x, "y": y, "width": width, "height": height},
            "subviews": subviews, "translatesAutoresizingMaskIntoConstraints": index == 0}


def pin(child, parent, attribute):
    return {"first": f"v{child}", "firstAttribute": attribute, "relation": "equal",
            "second": f"v{parent}", "secondAttribute": attribute}


def dump(views, constraints):
    return {"format": "draft-inspect-dump", "version": 1, "root": "v0", "views": views,
            "constraints": constraints}


def chain_dump(n):
    views = [view(i, [f"v{i + 1}"] if i + 1 < n else []) for i in range(n)]
    constraints = [pin(i, i - 1, attribute) for i in range(1, n)
                   for attribute in ("leading", "top", "trailing", "bottom")]
    return json.dumps(dump(views, constraints))


def wide_dump(n):
    views = [view(0, [f"v{i}" for i in range(1, n + 1)], width=320, height=480)]
    constraints = []
    for i in range(1, n + 1):
        views.append(view(i, [], x=i % 300, y=0, width=20, height=20))
        constraints += [pin(i, 0, "top"), {"first": f"v{i}", "firstAttribute": "leading", "relation": "equal",
                                           "second": "v0", "secondAttribute": "leading", "constant": i % 300},
                        {"first": f"v{i}", "firstAttribute": "width", "constant": 20},
                        {"first": f"v{i}", "firstAttribute": "height", "constant": 20}]
    return json.dumps(dump(views, constraints))


def cycle_dump(n):
    views = [view(0, [f"v{i}" for i in range(1, n + 1)])] + [view(i, []) for i in range(1, n + 1)]
    constraints = [{"id": f"c{i}", "first": f"v{i}", "firstAttribute": "width", "relation": "equal",
                    "second": f"v{i % n + 1}", "secondAttribute": "width", "constant": 1}
                   for i in range(1, n + 1)]
    return json.dumps(dump(views, constraints))


def position_cycle_dump(n):
    views = [view(0, [f"v{i}" for i in range(1, n + 1)])] + [view(i, []) for i in range(1, n + 1)]
    constraints = [{"id": f"c{i}", "first": f"v{i}", "firstAttribute": "top", "relation": "equal",
                    "second": f"v{i % n + 1}", "secondAttribute": "bottom", "constant": 1}
                   for i in range(1, n + 1)]
    return json.dumps(dump(views, constraints))


def cycle_log(n, first="width", second="width"):
    lines = ["Unable to simultaneously satisfy constraints.",
             "\tProbably at least one of the constraints in the following list is one you don't want. ",
             "(", ]
    for i in range(1, n + 1):
        lines.append(f'    "<NSLayoutConstraint:0x{0x600000000000 + i:x} UIView:0x{0x7f0000000000 + i:x}.{first} '
                     f'== UIView:0x{0x7f0000000000 + i % n + 1:x}.{second} + 1   (active)>",')
    lines[-1] = lines[-1].rstrip(",")
    lines += [")", "",
              f'Will attempt to recover by breaking constraint ',
              f'<NSLayoutConstraint:0x{0x600000000001:x} UIView:0x{0x7f0000000001:x}.{first} == '
              f'UIView:0x{0x7f0000000002:x}.{second} + 1   (active)>', ""]
    return "\n".join(lines)


def position_cycle_log(n):
    return cycle_log(n, "top", "bottom")


def chain_trace(n):
    lines = ["", "•UIWindow:0x7f0000000000"]
    for i in range(1, n):
        lines.append("|   " * i + f"*UIView:0x{0x7f0000000000 + i:x}")
    lines.append("")
    lines.append("Legend:")
    lines.append("\t* - is laid out with auto layout")
    return "\n".join(lines) + "\n"


def chain_recursive(n):
    lines = [f"<UIWindow: 0x7f0000000000; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x600000000000>>"]
    for i in range(1, n):
        lines.append("   | " * i + f"<UIView: 0x{0x7f0000000000 + i:x}; frame = (0 0; 320 480); "
                                    f"autoresize = W+H; layer = <CALayer: 0x{0x600000000000 + i:x}>>")
    return "\n".join(lines) + "\n"


KINDS = {
    "chain-dump": chain_dump, "wide-dump": wide_dump, "cycle-dump": cycle_dump, "cycle-log": cycle_log,
    "position-cycle-dump": position_cycle_dump, "position-cycle-log": position_cycle_log,
    "chain-trace": chain_trace, "chain-recursive": chain_recursive,
}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("kind", choices=sorted(KINDS) + ["random"])
    parser.add_argument("n", type=int)
    parser.add_argument("-o", "--output")
    arguments = parser.parse_args()
    if arguments.kind == "random":
        data = random.Random(17).randbytes(arguments.n)
    else:
        data = KINDS[arguments.kind](arguments.n).encode()
    if arguments.output:
        with open(arguments.output, "wb") as handle:
            handle.write(data)
    else:
        sys.stdout.buffer.write(data)


if __name__ == "__main__":
    main()
