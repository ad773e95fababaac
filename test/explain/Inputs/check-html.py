#!/usr/bin/env python3
"""check-html.py FILE: FILE is well-formed, self-contained HTML. Every element
that is not void closes, in order; ids are unique; every in-page link
("#id") has its target; nothing is loaded from elsewhere (no src, no
<link>, no href or url() outside the page). Prints a summary, or the first
problem with its line and exits 1."""
import re
import sys
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link",
        "meta", "source", "track", "wbr"}


class Checker(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.ids, self.links = [], {}, []
        self.elements = 0
        self.in_style = False
        self.style = ""

    def fail(self, message):
        sys.exit("line %d: %s" % (self.getpos()[0], message))

    def handle_starttag(self, tag, attrs):
        self.elements += 1
        if tag == "link" or tag == "script" and dict(attrs).get("src"):
            self.fail("<%s> loads from elsewhere" % tag)
        for name, value in attrs:
            if name == "src":
                self.fail("src attribute: %s" % value)
            if name == "id":
                if value in self.ids:
                    self.fail("id %r also at line %d" % (value, self.ids[value]))
                self.ids[value] = self.getpos()[0]
            if name == "href":
                if not value.startswith("#"):
                    self.fail("link out of the page: %s" % value)
                self.links.append((value[1:], self.getpos()[0]))
        if tag == "style":
            self.in_style = True
        if tag not in VOID:
            self.stack.append((tag, self.getpos()[0]))

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.stack.pop()

    def handle_endtag(self, tag):
        if tag in VOID:
            self.fail("</%s> closes a void element" % tag)
        if not self.stack:
            self.fail("</%s> closes nothing" % tag)
        open_tag, line = self.stack.pop()
        if open_tag != tag:
            self.fail("</%s> closes <%s> of line %d" % (tag, open_tag, line))
        if tag == "style":
            self.in_style = False

    def handle_data(self, data):
        if self.in_style:
            self.style += data


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    text = open(sys.argv[1], encoding="utf-8").read()
    if not text.startswith("<!DOCTYPE html>\n"):
        sys.exit("no <!DOCTYPE html> first")
    checker = Checker()
    checker.feed(text)
    checker.close()
    if checker.stack:
        tag, line = checker.stack[-1]
        sys.exit("<%s> of line %d never closes" % (tag, line))
    for target, line in checker.links:
        if target not in checker.ids:
            sys.exit("line %d: link to #%s, which no element is" % (line, target))
    if re.search(r"url\(|@import", checker.style):
        sys.exit("the style loads from elsewhere")
    print("well-formed: %d elements, %d ids, %d links" %
          (checker.elements, len(checker.ids), len(checker.links)))


main()
