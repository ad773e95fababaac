// A label relocated against in a mergeable section enters the symbol table
// even when private: with its .size, registered where it is defined, and a
// numeric label named in a count the '.' labels take no number in.
  .int .
  .short 4f + 8
  .section .rodata.str1.1, "aMS",@progbits,1
4:
9:
x.2: s_nop 0
  .2byte 9b-4
.Ld3: s_nop 0
  .4byte .Ld3+0x100
  .size .Ld3, -1
// A variable resting on a label outside .text, less that label.
  .section .preinit_array,"aw",@preinit_array
obj_2:
  .Lc5 = obj_2+4
  .int .Lc5 - obj_2
