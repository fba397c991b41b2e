"""Proofs of possession of the BLS ciphersuite BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_
(draft-irtf-cfrg-bls-signature-05 §3.3: PopProve hashes the 48-byte compressed public key to G2
with the DST BLS_POP_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_), computed by py_ecc (the library
Ethereum's BLS test suite is generated with), and the rogue-key attack they stop.

Writes pop.json:
  valid: [{privkey, pubkey, proof}]          PopProve, and PopVerify(pubkey, proof) is True
  invalid: [{name, pubkey, proof}]           PopVerify is False for each
  rogue_key: {victim_pubkey, rogue_pubkey, message, signature}
     rogue_pubkey = s·g1 − victim_pubkey and signature = s·H(message) (s = ROGUE_SECRET):
     FastAggregateVerify([victim, rogue], message, signature) is True though the victim
     signed nothing; the rogue key has no proof of possession anyone can make.
Every value is 0x-prefixed hex; privkeys are 32-byte big-endian. Run:
  python3 -m venv venv && venv/bin/pip install py_ecc==8.0.0 && venv/bin/python make.py
"""
import json

from py_ecc.bls import G2ProofOfPossession as bls
from py_ecc.bls.g2_primitives import G1_to_pubkey, G2_to_signature, pubkey_to_G1
from py_ecc.bls.hash_to_curve import hash_to_G2
from py_ecc.optimized_bls12_381 import G1, add, multiply, neg

PRIVKEYS = [1, 2, 0x263DBD792F5B1BE47ED85F8938C0F29586AF0D3AC7B977F21C278FE1462040E3,
            0x47B8192D77BF871B62E87859D653922725724A5C031AFEABC60BCEF5FF665138,
            0x328388AFF0D4A5B7DC9205ABD374E7E98F3CD9F3418EDB4EAFDA5FB16473D216]
ROGUE_SECRET = 0x5EC2E7
MESSAGE = bytes(32)


def hexs(b: bytes) -> str:
    return "0x" + b.hex()


valid = []
for sk in PRIVKEYS:
    pk = bls.SkToPk(sk)
    proof = bls.PopProve(sk)
    assert bls.PopVerify(pk, proof)
    valid.append({"privkey": hexs(sk.to_bytes(32, "big")), "pubkey": hexs(pk), "proof": hexs(proof)})

pk0, pk1 = bls.SkToPk(PRIVKEYS[0]), bls.SkToPk(PRIVKEYS[1])
proof0 = bls.PopProve(PRIVKEYS[0])
# A signature of the key's bytes under the message DST: same secret, wrong domain.
signature_not_proof = bls.Sign(PRIVKEYS[0], pk0)
invalid = [
    {"name": "proof_of_another_key", "pubkey": hexs(pk1), "proof": hexs(proof0)},
    {"name": "signature_of_the_key_bytes_with_the_message_dst", "pubkey": hexs(pk0),
     "proof": hexs(signature_not_proof)},
    {"name": "identity_proof", "pubkey": hexs(pk0), "proof": hexs(b"\xc0" + bytes(95))},
]
for case in invalid:
    assert not bls.PopVerify(bytes.fromhex(case["pubkey"][2:]), bytes.fromhex(case["proof"][2:]))

victim = pubkey_to_G1(pk0)
rogue = add(multiply(G1, ROGUE_SECRET), neg(victim))
rogue_pk = G1_to_pubkey(rogue)
signature = G2_to_signature(multiply(hash_to_G2(MESSAGE, bls.DST, bls.xmd_hash_function), ROGUE_SECRET))
assert bls.FastAggregateVerify([pk0, rogue_pk], MESSAGE, signature)
rogue_key = {"victim_pubkey": hexs(pk0), "rogue_pubkey": hexs(rogue_pk), "message": hexs(MESSAGE),
             "signature": hexs(signature)}

with open("pop.json", "w") as f:
    json.dump({"ciphersuite": "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_",
               "pop_dst": "BLS_POP_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_",
               "generator": "py_ecc 8.0.0 (make.py)",
               "valid": valid, "invalid": invalid, "rogue_key": rogue_key}, f, indent=1)
    f.write("\n")
print("pop.json written:", len(valid), "valid,", len(invalid), "invalid, and the rogue key")
