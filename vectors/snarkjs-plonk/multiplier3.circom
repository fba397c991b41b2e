pragma circom 2.0.0;

// d = a·b·c with d public: one public signal, like multiplier.circom, so that its key and a
// multiplier proof pass every count and format check and only the proof equation tells them apart.
template Multiplier3() {
    signal input a;
    signal input b;
    signal input c;
    signal output d;
    signal ab;
    ab <== a * b;
    d <== ab * c;
}

component main = Multiplier3();
