	.tdata
 .previous