#!/usr/bin/env python3
# splice-weights.py BASE EXTRA OUT NAMES...: writes OUT, the weights file BASE with the
# functions NAMES (trait declaration and both impls, with their range comments) taken from
# EXTRA, another output of harness/pallet/weight-template.hbs: replaced where BASE has them, else
# inserted before the echo's (or at the end of the section in a file without it, as the
# verifier pallet's). For regenerating some of the benchmark pallet's weights
# (`hostcurves-bench pallet --extrinsic a,b,...`) without running all of them (docs/weights.md).
import re, sys
base, extra, out = sys.argv[1:4]
names = sys.argv[4:]
b = open(base).read(); e = open(extra).read()

def sections(s):
    t0 = s.index("pub trait WeightInfo {")
    i1 = s.index("impl<T: frame_system::Config> WeightInfo for SubstrateWeight<T> {")
    i2 = s.index("impl WeightInfo for () {")
    return [(t0, i1), (i1, i2), (i2, len(s))]

def fn_span(s, lo, hi, name, decl):
    if decl:
        m = re.compile(r"\tfn %s\([^)]*\) -> Weight;\n" % name).search(s, lo, hi)
        return (m.start(), m.end()) if m else None
    m = re.compile(r"((?:\t/// The range[^\n]*\n)*)\tfn %s\([^)]*\) -> Weight \{\n.*?\n\t\}\n" % name, re.S).search(s, lo, hi)
    return (m.start(), m.end()) if m else None

for k in range(3):
    for name in names:
        es = sections(e)[k]
        span = fn_span(e, es[0], es[1], name, k == 0)
        assert span, (name, k)
        text = e[span[0]:span[1]]
        bs = sections(b)[k]
        old = fn_span(b, bs[0], bs[1], name, k == 0)
        if old:
            b = b[:old[0]] + text + b[old[1]:]
        else:
            # Before the echo's (the benchmark pallet's last), else at the end of the section
            # (the verifier pallet's: before the trait's or impl's closing brace).
            anchor = fn_span(b, bs[0], bs[1], "ark_bls12_381_echo_g1", k == 0)
            at = anchor[0] if anchor else b.index("\n}\n", bs[0]) + 1
            b = b[:at] + text + b[at:]
open(out, "w").write(b)
