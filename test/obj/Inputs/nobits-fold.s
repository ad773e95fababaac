// Differences llvm-mc folds at once, which a SHT_NOBITS section may hold.
.bss
a: .zero 4
b: .long b - a - 4
.lcomm c, 4
d: .long d - c - 4
// A label less itself folds wherever the label is.
x:
.pushsection .weird, "aw", @nobits
.int x - x
