"""Shared by scripts/test-pictures and scripts/check-readme-pictures: rendering draft-inspect's
SVG pictures with real renderers (rsvg-convert, headless Chromium) and reading the PNGs they
make, with nothing but the standard library."""
import os
import shutil
import struct
import subprocess
import tempfile
import xml.etree.ElementTree as ET
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SVG = "{http://www.w3.org/2000/svg}"


def binary():
    return os.environ.get("DRAFT_INSPECT", os.path.join(ROOT, ".build", "debug", "draft-inspect"))


def draft_inspect(*arguments):
    """Runs draft-inspect from the repository root; returns (status, stdout)."""
    result = subprocess.run([binary(), *arguments], cwd=ROOT, capture_output=True, text=True,
                            env=dict(os.environ, NO_COLOR="1"))
    return result.returncode, result.stdout


def render_png(svg_text, zoom=1.0, background=None):
    """The SVG rendered by rsvg-convert, as PNG bytes."""
    command = ["rsvg-convert", "--zoom", str(zoom)]
    if background:
        command += ["--background-color", background]
    result = subprocess.run(command, input=svg_text.encode("utf-8"), capture_output=True, check=True)
    return result.stdout


def read_png(data):
    """Decodes an 8-bit, non-interlaced RGB or RGBA PNG: (width, height, rows of RGBA tuples)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    position = 8
    idat = b""
    width = height = color_type = None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            width, height, depth, color_type, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and interlace == 0 and color_type in (2, 6), "unsupported PNG"
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    channels = 4 if color_type == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    rows = []
    previous = bytearray(stride)
    offset = 0
    for _ in range(height):
        kind = raw[offset]
        line = bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                estimate = left + up - corner
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[i] = (line[i] + predictor) & 255
        previous = line
        if channels == 4:
            rows.append([tuple(line[i:i + 4]) for i in range(0, stride, 4)])
        else:
            rows.append([tuple(line[i:i + 3]) + (255,) for i in range(0, stride, 3)])
    return width, height, rows


def ink_box(rows):
    """The bounding box (x0, y0, x1, y1) of the pixels that are not fully transparent."""
    xs, ys = [], []
    for y, row in enumerate(rows):
        for x, pixel in enumerate(row):
            if pixel[3] > 0:
                xs.append(x)
                ys.append(y)
    if not xs:
        return None
    return min(xs), min(ys), max(xs) + 1, max(ys) + 1


def view_box(svg_root):
    return [float(value) for value in svg_root.get("viewBox").split()]


def only(svg_text, keep):
    """The SVG with every drawn element but `keep` (an element of the parsed tree, chosen by
    the predicate on it) taken out; defs and style stay."""
    root = ET.fromstring(svg_text)

    def prune(parent):
        for child in list(parent):
            if child.tag in (SVG + "defs", SVG + "style", SVG + "title"):
                continue
            if keep(child):
                continue
            if any(keep(descendant) for descendant in child.iter()):
                prune(child)
            else:
                parent.remove(child)

    prune(root)
    ET.register_namespace("", SVG[1:-1])
    return ET.tostring(root, encoding="unicode")


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        if shutil.which(name):
            return name
    return None


def chromium_dom(html_path, window=(1400, 1000)):
    """The DOM Chromium has after loading the file (its scripts run) in a window of that size,
    serialized."""
    profile = tempfile.mkdtemp(prefix="draft-inspect-chromium-")
    try:
        result = subprocess.run(
            [chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
             f"--user-data-dir={profile}", f"--window-size={window[0]},{window[1]}", "--virtual-time-budget=2000", "--dump-dom",
             "file://" + os.path.abspath(html_path)],
            capture_output=True, text=True, timeout=120)
        return result.stdout
    finally:
        shutil.rmtree(profile, ignore_errors=True)
