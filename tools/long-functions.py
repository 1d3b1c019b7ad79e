#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Lists the functions longer than a limit (80 lines) in the C++ sources.

A function's length runs from its signature's first line to its closing brace. A long function
is allowed when the comment directly above it (the block of // lines touching its signature, or a
template line above it) gives the reason and says so: it names the length ("95 lines: one case per
frame type") or says why it is long ("long: ..."), i.e. it contains the word "lines", "long" or
"longer".

The parser is a heuristic: comments, strings and preprocessor lines are blanked, then braces are
matched; a brace opened at namespace or class level after a parameter list opens a function (its
lambdas and local classes belong to it), namespaces, classes, structs, unions and enums are looked
into, and initializers are skipped.

Usage: long-functions.py [--max N] [--check] [--root DIR] [PATH...]
  PATH      directories or files under the root (default: app ui models)
  --check   exit 1 when a long function has no reason above it (the ctest)
  --all     also list the long functions that have their reason
"""

import argparse
import os
import re
import sys

CONTAINER = re.compile(r"\b(namespace|class|struct|union|enum)\b[^()]*$")
EXTERN_C = re.compile(r'\bextern\s*$')
MACRO_LINE = re.compile(r"^\s*[A-Z_][A-Z0-9_]*\s*(\(.*\))?\s*;?\s*$")
ACCESS_LINE = re.compile(r"^\s*(public|protected|private)\b[^:]*:\s*$")
REASON = re.compile(r"\b(lines|long|longer)\b", re.IGNORECASE)


def blank(text):
    """The source with comments, string and character literals and preprocessor lines replaced
    by spaces; newlines stay, so offsets keep their line numbers."""
    out = []
    i, n = 0, len(text)
    line_start = True
    while i < n:
        c = text[i]
        if line_start and c == "#":
            # A preprocessor line, with its continuations.
            while i < n and text[i] != "\n":
                if text[i] == "\\" and i + 1 < n and text[i + 1] == "\n":
                    out.append(" \n")
                    i += 2
                    continue
                out.append(" ")
                i += 1
            continue
        if c in " \t":
            out.append(c)
            i += 1
            continue
        line_start = c == "\n"
        if text.startswith("//", i):
            while i < n and text[i] != "\n":
                out.append(" ")
                i += 1
            continue
        if text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
            continue
        raw = re.match(r'(?:u8|u|U|L)?R"([^(\s]*)\(', text[i:i + 40])
        if raw and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            close = ")" + raw.group(1) + '"'
            end = text.find(close, i + raw.end())
            end = n if end < 0 else end + len(close)
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
            continue
        if c == '"' or (c == "'" and not (i > 0 and text[i - 1].isalnum() and i + 1 < n and text[i + 1].isalnum())):
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            end = min(j + 1, n)
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
            continue
        out.append(c)
        i += 1
    return "".join(out)


def matching(code, open_at):
    """The offset of the brace that closes the one at `open_at`."""
    depth = 0
    for k in range(open_at, len(code)):
        if code[k] == "{":
            depth += 1
        elif code[k] == "}":
            depth -= 1
            if depth == 0:
                return k
    return len(code) - 1


def top_level_equals(header):
    """True when `header` has an assignment outside parentheses (an initializer, not a function)."""
    depth = 0
    stripped = re.sub(r"\boperator\s*[^\s(]*\s*(?=\()", "operator", header)
    for k, c in enumerate(stripped):
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "=" and depth == 0:
            before = stripped[k - 1] if k else ""
            after = stripped[k + 1] if k + 1 < len(stripped) else ""
            if before not in "=!<>" and after != "=":
                return True
    return False


def after_parameters(header):
    """The text after the first top-level parameter list (qualifiers, a constructor's initializers)."""
    depth = 0
    seen = False
    for k, c in enumerate(header):
        if c == "(":
            depth += 1
            seen = True
        elif c == ")":
            depth -= 1
            if depth == 0 and seen:
                return header[k + 1:]
    return None


def is_function(header):
    if "(" not in header or CONTAINER.search(header) or top_level_equals(header):
        return False
    rest = after_parameters(header)
    return rest is not None


def in_initializer_list(header):
    """A brace after `A::A(...) : m_x` initializes a member: it is part of the signature."""
    rest = after_parameters(header)
    if rest is None:
        return False
    return re.match(r"\s*:(?!:)", rest) is not None and re.search(r"[\w>]\s*$", header) is not None


def signature_start(lines, header_first, header_last):
    """The first line (0-based) of a signature within the header's lines, skipping macro calls and
    access specifiers that only precede it."""
    for ln in range(header_first, header_last + 1):
        s = lines[ln]
        if not s.strip() or MACRO_LINE.match(s) or ACCESS_LINE.match(s) or s.strip() in ("Q_OBJECT", "Q_GADGET"):
            continue
        return ln
    return header_last


def name_of(header):
    m = re.search(r"([~\w:]+(?:operator\s*[^\s(]+)?)\s*\(", header)
    return m.group(1) if m else "?"


def reason_above(src_lines, start):
    """The comment block directly above line `start` (0-based), and whether it gives a reason."""
    k = start - 1
    if k >= 0 and src_lines[k].strip().startswith("template"):
        k -= 1
    block = []
    while k >= 0 and src_lines[k].strip().startswith("//"):
        block.insert(0, src_lines[k].strip())
        k -= 1
    text = " ".join(block)
    return bool(REASON.search(text)), text


def functions(path):
    """(name, first line, last line) of every function body in the file (1-based)."""
    with open(path, encoding="utf-8", errors="replace") as f:
        src = f.read()
    code = blank(src)
    lines = code.split("\n")
    line_of = []
    for ln, s in enumerate(lines):
        line_of.extend([ln] * (len(s) + 1))
    found = []
    header_start = 0
    i = 0
    n = len(code)
    while i < n:
        c = code[i]
        if c in ";}":
            header_start = i + 1
            i += 1
            continue
        if c != "{":
            i += 1
            continue
        header = code[header_start:i]
        if in_initializer_list(header):
            i = matching(code, i) + 1  # m_x{...}: still the constructor's signature
            continue
        if CONTAINER.search(header) or EXTERN_C.search(header.strip()) or header.strip().endswith('extern'):
            header_start = i + 1  # look inside
            i += 1
            continue
        close = matching(code, i)
        if is_function(header):
            first = header_start + len(header) - len(header.lstrip())
            start = signature_start(lines, line_of[first], line_of[i])
            found.append((name_of(header), start + 1, line_of[close] + 1))
        i = close + 1
        header_start = i
    return src.split("\n"), found


def sources(root, paths):
    for p in paths:
        full = os.path.join(root, p)
        if os.path.isfile(full):
            yield p
            continue
        for d, dirs, files in os.walk(full):
            dirs.sort()
            for f in sorted(files):
                if f.endswith(".cpp"):
                    yield os.path.relpath(os.path.join(d, f), root)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("paths", nargs="*", default=["app", "ui", "models"])
    ap.add_argument("--root", default=".")
    ap.add_argument("--max", type=int, default=80)
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--all", action="store_true")
    args = ap.parse_args()

    long_ones = []
    for rel in sources(args.root, args.paths):
        src_lines, found = functions(os.path.join(args.root, rel))
        for name, first, last in found:
            length = last - first + 1
            if length > args.max:
                ok, text = reason_above(src_lines, first - 1)
                long_ones.append((length, rel, first, name, ok, text))
    long_ones.sort(key=lambda t: (-t[0], t[1], t[2]))
    missing = [t for t in long_ones if not t[4]]
    for length, rel, first, name, ok, text in long_ones:
        if ok and not args.all:
            continue
        note = "reason: " + text if ok else "NO REASON ABOVE"
        print(f"{rel}:{first}: {name}: {length} lines ({note})")
    print(f"{len(long_ones)} function(s) over {args.max} lines, {len(missing)} without a reason above")
    return 1 if args.check and missing else 0


if __name__ == "__main__":
    sys.exit(main())
