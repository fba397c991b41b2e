#!/usr/bin/env python3
# hostcurves' BN254 G2 checked decoding (host/src/kernels/bn254_g2.rs, issue 16) replaces
# arkworks' subgroup test psi(Q) == [6x^2]Q (a 127-bit multiplication) with
# [x+1]Q + psi([x]Q) + psi^2([x]Q) == psi^3([2x]Q) (Dai, Lin, Zhao, Zhou, eprint 2022/348;
# gnark-crypto's), which needs one 63-bit multiplication.
# This script checks, from the curve's parameters (given the standard twist order
# #E'(Fp2) = r(2p - r) and psi's characteristic polynomial), that the two tests accept
# exactly the same points of E'(Fp2). Needs sympy (`pip install sympy`); runs in about a second.
#
# The method: psi satisfies psi^2 - t psi + p = 0, so on each prime-order part of E'(Fp2) it
# acts as a root of that polynomial. A test alpha(psi) Q == 0 accepts exactly G2 iff
#   - alpha(p) = 0 mod r, since psi acts on G2 as [p]; and
#   - alpha(lambda) != 0 mod l for both roots lambda mod every prime l of the cofactor;
# and #E'(Fp2) = r * (2p - r) is squarefree, so E'(Fp2) is cyclic.
from sympy import factorint
from sympy.ntheory.residue_ntheory import sqrt_mod
x = 4965661367192848881
p = 36*x**4 + 36*x**3 + 24*x**2 + 6*x + 1
r = 36*x**4 + 36*x**3 + 18*x**2 + 6*x + 1
t = 6*x**2 + 1
assert p == 21888242871839275222246405745257275088696311157297823662689037894645226208583
assert r == 21888242871839275222246405745257275088548364400416034343698204186575808495617
c = 2*p - r                      # G2 cofactor: #E'(Fp2) = r * c
assert c % r != 0, "r divides the cofactor"
print("cofactor factorisation", factorint(c))
def roots(l):                    # roots of X^2 - tX + p mod l
    d = (t*t - 4*p) % l
    s = sqrt_mod(d, l, all_roots=True) or []
    inv2 = pow(2, -1, l)
    return sorted({((t + v) * inv2) % l for v in s})
def arkworks(lam, l): return (lam - 6*x*x) % l                     # psi - [6x^2]
def fast(lam, l): return ((x+1) + x*lam + x*lam**2 - 2*x*lam**3) % l
# On G2, psi acts as [p]
assert arkworks(p % r, r) == 0 and fast(p % r, r) == 0, "both accept G2"
for l, e in factorint(c).items():
    assert e == 1, f"{l}^{e} divides the cofactor"
    assert roots(l), f"no eigenvalue mod {l}"
    for lam in roots(l):
        print(f"l={l}: eigenvalue {lam}: arkworks test {'accepts' if arkworks(lam,l)==0 else 'rejects'}, fast test {'accepts' if fast(lam,l)==0 else 'rejects'}")
        assert arkworks(lam, l) != 0 and fast(lam, l) != 0, f"a test accepts the {l}-part"
print("both tests accept exactly G2 on E'(Fp2)")
