pragma circom 2.0.0;

// y = x[0]² + … + x[15]² with the 16 inputs public: 17 public signals (y first, then x[0..15]),
// the proofs the verifier pallet's weights and the report measure (keys may have up to MaxPublicInputs).
template Sum16() {
    signal input x[16];
    signal output y;
    signal sq[16];
    var acc = 0;
    for (var i = 0; i < 16; i++) {
        sq[i] <== x[i] * x[i];
        acc += sq[i];
    }
    y <== acc;
}

component main {public [x]} = Sum16();
