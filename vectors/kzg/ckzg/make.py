"""KZG openings over BLS12-381 as EIP-4844 defines them, computed by c-kzg-4844's Python
binding (`ckzg` on PyPI, the library Ethereum's consensus and execution clients link), for
hostcurves' KZG verifier and the point-evaluation precompile (0x0a).

Writes openings.json (every byte string 0x-prefixed hex):
  valid:     [{name, commitment, z, y, proof}]  ckzg.verify_kzg_proof is True for each.
             commitment = blob_to_kzg_commitment(blob), (proof, y) = compute_kzg_proof(blob, z)
             for blobs of random field elements (seeded) and z random, 0, 1 and a 4096th root
             of unity other than 1 (c-kzg takes another path when z is in the blob's domain).
  tampered:  [{name, commitment, z, y, proof}]  well-formed, and verify_kzg_proof is False.
  malformed: [{name, commitment, z, y, proof}]  ckzg refuses the bytes (raises): z or y not
             below r, a commitment or proof off the curve, outside G1, or with bad flag bits.
  batch:     {openings: [{commitment, z, y, proof}] (8 valid, distinct blobs),
              bad_index: i, bad_y: y'}  replacing openings[i].y by bad_y makes that opening
             False (ckzg), the rest staying True.
It reads the ceremony's setup from ../c-kzg-4844/trusted_setup.txt (c-kzg-4844's own file).
Run:
  python3 -m venv venv && venv/bin/pip install ckzg==2.1.8 && venv/bin/python make.py
"""
import json
import os
import random

import ckzg

# BLS12-381's scalar field order r (EIP-4844's BLS_MODULUS).
R = 0x73EDA753299D7D483339D80809A1D80553BDA402FFFE5BFEFFFFFFFF00000001
FIELD_ELEMENTS_PER_BLOB = 4096
HERE = os.path.dirname(os.path.abspath(__file__))
SETUP = ckzg.load_trusted_setup(os.path.join(HERE, "..", "c-kzg-4844", "trusted_setup.txt"), 0)
rng = random.Random(4844)


def hexs(b: bytes) -> str:
    return "0x" + b.hex()


def scalar(x: int) -> bytes:
    return x.to_bytes(32, "big")


def random_blob() -> bytes:
    return b"".join(scalar(rng.randrange(R)) for _ in range(FIELD_ELEMENTS_PER_BLOB))


def opening(blob: bytes, z: bytes) -> dict:
    commitment = ckzg.blob_to_kzg_commitment(blob, SETUP)
    proof, y = ckzg.compute_kzg_proof(blob, z, SETUP)
    return {"commitment": commitment, "z": z, "y": y, "proof": proof}


def verdict(o: dict):
    """ckzg's answer: True, False, or None when it refuses the bytes."""
    try:
        return ckzg.verify_kzg_proof(o["commitment"], o["z"], o["y"], o["proof"], SETUP)
    except Exception:  # ckzg raises on any bytes it cannot read (C_KZG_BADARGS)
        return None


def as_hex(name, o):
    return {"name": name, **{k: hexs(v) for k, v in o.items()}}


blobs = [random_blob() for _ in range(10)]
# A 4096th root of unity other than 1: 7 generates Fr's multiplicative group.
omega = pow(7, (R - 1) // FIELD_ELEMENTS_PER_BLOB, R)
points = [
    ("random_z", scalar(rng.randrange(R))),
    ("z_zero", scalar(0)),
    ("z_one_in_domain", scalar(1)),
    ("z_root_of_unity_in_domain", scalar(pow(omega, 5, R))),
    ("z_r_minus_one", scalar(R - 1)),
]
valid = []
for b, blob in enumerate(blobs[:2]):
    for name, z in points:
        valid.append((f"blob{b}_{name}", opening(blob, z)))
# The zero polynomial: commitment and proof are the identity.
valid.append(("zero_blob", opening(bytes(32 * FIELD_ELEMENTS_PER_BLOB), scalar(rng.randrange(R)))))
for name, o in valid:
    assert verdict(o) is True, name

base = valid[0][1]
other = valid[5][1]  # another blob, another z
g1_generator = bytes.fromhex(
    "97f1d3a73197d7942695638c4fa9ac0fc3688c4f9774b905a14e3a3f171bac586c55e83ff97a1aeffb3af00adb22c6bb")
tampered = [
    ("y_plus_one", {**base, "y": scalar((int.from_bytes(base["y"], "big") + 1) % R)}),
    ("z_plus_one", {**base, "z": scalar((int.from_bytes(base["z"], "big") + 1) % R)}),
    ("proof_of_another_opening", {**base, "proof": other["proof"]}),
    ("commitment_of_another_blob", {**base, "commitment": other["commitment"]}),
    ("proof_generator", {**base, "proof": g1_generator}),
    ("proof_identity", {**base, "proof": b"\xc0" + bytes(47)}),
    ("commitment_identity", {**base, "commitment": b"\xc0" + bytes(47)}),
    ("y_and_z_swapped", {**base, "z": base["y"], "y": base["z"]}),
]
for name, o in tampered:
    assert verdict(o) is False, name


def flipped(point: bytes, index: int, mask: int) -> bytes:
    out = bytearray(point)
    out[index] ^= mask
    return bytes(out)


def off_curve(point: bytes) -> bytes:
    """The first x after the point's whose compressed encoding ckzg refuses."""
    x = int.from_bytes(point, "big") & ((1 << 381) - 1)
    while True:
        x += 1
        candidate = bytes([0x80 | (x >> 376)]) + (x & ((1 << 376) - 1)).to_bytes(47, "big")
        if verdict({**base, "commitment": candidate}) is None:
            return candidate


def outside_g1() -> bytes:
    """The smallest x whose point is on E: y² = x³ + 4 and that ckzg refuses: outside G1
    (G1 is a 1/h share of E's points, h ≈ 2^125, so a small x is almost surely outside)."""
    p = 0x1A0111EA397FE69A4B1BA7B6434BACD764774B84F38512BF6730D2A0F6B0F6241EABFFFEB153FFFFB9FEFFFFFFFFAAAB
    x = 0
    while True:
        x += 1
        if pow(x**3 + 4, (p - 1) // 2, p) == 1:
            candidate = bytes([0x80 | (x >> 376)]) + x.to_bytes(48, "big")[1:]
            try:
                ckzg.verify_kzg_proof(candidate, base["z"], base["y"], base["proof"], SETUP)
            except Exception:
                return candidate


malformed = [
    ("z_equal_to_r", {**base, "z": scalar(R)}),
    ("z_above_r", {**base, "z": scalar(R + int.from_bytes(base["z"], "big") % (2**256 - R))}),
    ("y_equal_to_r", {**base, "y": scalar(R)}),
    ("y_all_ones", {**base, "y": b"\xff" * 32}),
    ("commitment_off_curve", {**base, "commitment": off_curve(base["commitment"])}),
    ("commitment_outside_g1", {**base, "commitment": outside_g1()}),
    ("proof_outside_g1", {**base, "proof": outside_g1()}),
    ("commitment_without_compression_flag", {**base, "commitment": flipped(base["commitment"], 0, 0x80)}),
    ("proof_identity_with_sign_flag", {**base, "proof": b"\xe0" + bytes(47)}),
    ("commitment_identity_with_nonzero_x", {**base, "commitment": b"\xc0" + bytes(46) + b"\x01"}),
]
for name, o in malformed:
    assert verdict(o) is None, name

batch = [opening(blob, scalar(rng.randrange(R))) for blob in blobs[2:10]]
for o in batch:
    assert verdict(o) is True
bad_index = 5
bad_y = scalar((int.from_bytes(batch[bad_index]["y"], "big") + 1) % R)
assert verdict({**batch[bad_index], "y": bad_y}) is False

out = {
    "valid": [as_hex(n, o) for n, o in valid],
    "tampered": [as_hex(n, o) for n, o in tampered],
    "malformed": [as_hex(n, o) for n, o in malformed],
    "batch": {
        "openings": [{k: hexs(v) for k, v in o.items()} for o in batch],
        "bad_index": bad_index,
        "bad_y": hexs(bad_y),
    },
}
with open(os.path.join(HERE, "openings.json"), "w") as f:
    json.dump(out, f, indent=1)
    f.write("\n")
print(len(out["valid"]), "valid,", len(out["tampered"]), "tampered,", len(out["malformed"]), "malformed, batch of", len(batch))
