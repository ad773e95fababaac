// What gfxas accepts beyond llvm-mc (utils/run examples/two-pass.s):
// forward references and label values in instruction operands.
start:
s_waitcnt cnt                 // cnt is defined below: gfxas looks ahead
s_sendmsg (end - start) / 4   // 3: the number of instructions in between
s_sendmsg m                   // m's first value, 0x22
end:
cnt = 5
m = 0x22
m = 0x13
s_sendmsg m                   // m's current value, 0x13
