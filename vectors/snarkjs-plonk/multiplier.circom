pragma circom 2.0.0;

// c = a·b with c public: one public input, the smallest circuit snarkjs sets up.
template Multiplier() {
    signal input a;
    signal input b;
    signal output c;
    c <== a * b;
}

component main = Multiplier();
