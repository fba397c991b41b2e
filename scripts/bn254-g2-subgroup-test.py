#!/usr/bin/env python3
# hostcurves' BN254 G2 checked decoding (host/src/kernels/bn254_g2.rs, issue 16) replaces
# arkworks' subgroup test psi(Q) == [6x^2]Q (a 127-bit multiplication) with
# [x+1]Q + psi([x]Q) + psi^2([x]Q) == psi^3([2x]Q) (Dai, Lin, Zhao, Zhou, eprint 2022/348;
# gnark-crypto's), which needs one 63-bit multiplication.
# This script checks, from the curve's parameters (the twist order #E'(Fp2) = r(2p - r) derived
# below; psi's characteristic polynomial X^2 - tX + p taken as given, and checked on points by
# the kernel's tests), that the two tests accept
# exactly the same points of E'(Fp2). Needs sympy (`pip install sympy`); runs in a few seconds.
#
# The method: psi satisfies psi^2 - t psi + p = 0, so on each prime-order part of E'(Fp2) it
# acts as a root of that polynomial. A test alpha(psi) Q == 0 accepts exactly G2 iff
#   - alpha(p) = 0 mod r, since psi acts on G2 as [p]; and
#   - alpha(lambda) != 0 mod l for both roots lambda mod every prime l of the cofactor;
# and #E'(Fp2) = r * (2p - r) is squarefree, so E'(Fp2) is cyclic.
from math import prod
from sympy import factorint, integer_nthroot, isprime
from sympy.ntheory.residue_ntheory import sqrt_mod
x = 4965661367192848881
p = 36*x**4 + 36*x**3 + 24*x**2 + 6*x + 1
r = 36*x**4 + 36*x**3 + 18*x**2 + 6*x + 1
t = 6*x**2 + 1
assert p == 21888242871839275222246405745257275088696311157297823662689037894645226208583
assert r == 21888242871839275222246405745257275088548364400416034343698204186575808495617
c = 2*p - r                      # G2 cofactor: #E'(Fp2) = r * c
assert c % r != 0, "r divides the cofactor"
# The twist's order: E: y^2 = x^3 + 3 over Fp has trace t, so over Fp2 its trace is
# t2 = t^2 - 2p, with t2^2 - 4p^2 = -3 f^2. Its six twists over Fp2 (j = 0) have orders
# p^2 + 1 - T for T in {+-t2, +-(t2 + 3f)/2, +-(t2 - 3f)/2}; the twist G2 lives on is the one
# whose order r divides, and that order must be r * c.
t2 = t*t - 2*p
f = integer_nthroot((4*p*p - t2*t2) // 3, 2)[0]
assert 3*f*f == 4*p*p - t2*t2
traces = [s * v for s in (1, -1) for v in (t2, (t2 + 3*f) // 2, (t2 - 3*f) // 2)]
orders = [p*p + 1 - T for T in traces]
assert [n % r == 0 for n in orders].count(True) == 2   # E(Fp2) itself and the sextic twist
assert r * c in orders and (p*p + 1 - t2) % r == 0, "#E'(Fp2) = r(2p - r)"
factors = factorint(c)
print("cofactor factorisation", factors)
# sympy's isprime is exact below 2^64 and a BPSW test above (no known counterexample).
assert all(isprime(l) for l in factors) and prod(l**e for l, e in factors.items()) == c
def roots(l):                    # roots of X^2 - tX + p mod l
    d = (t*t - 4*p) % l
    s = sqrt_mod(d, l, all_roots=True) or []
    inv2 = pow(2, -1, l)
    return sorted({((t + v) * inv2) % l for v in s})
def arkworks(lam, l): return (lam - 6*x*x) % l                     # psi - [6x^2]
def fast(lam, l): return ((x+1) + x*lam + x*lam**2 - 2*x*lam**3) % l
# On G2, psi acts as [p]; at the other root mod r (1) both tests would refuse it: either way
# the two verdicts on the r-part agree.
assert arkworks(p % r, r) == 0 and fast(p % r, r) == 0, "both accept G2"
for lam in roots(r):
    assert (arkworks(lam, r) == 0) == (fast(lam, r) == 0), f"verdicts differ at {lam} mod r"
for l, e in factors.items():
    assert e == 1, f"{l}^{e} divides the cofactor"
    assert roots(l), f"no eigenvalue mod {l}"
    for lam in roots(l):
        print(f"l={l}: eigenvalue {lam}: arkworks test {'accepts' if arkworks(lam,l)==0 else 'rejects'}, fast test {'accepts' if fast(lam,l)==0 else 'rejects'}")
        assert arkworks(lam, l) != 0 and fast(lam, l) != 0, f"a test accepts the {l}-part"
print("both tests accept exactly G2 on E'(Fp2)")
