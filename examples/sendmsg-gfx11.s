// s_sendmsg on gfx11/gfx12: utils/run examples/sendmsg-gfx11.s -mcpu=gfx1100 -show-encoding
// The message id takes bits 7:0; MSG_GS and MSG_GS_DONE are gone, and the
// MSG_RTN_* messages return a value.
s_sendmsg sendmsg(MSG_INTERRUPT)
s_sendmsg sendmsg(MSG_HS_TESSFACTOR)
s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)
s_sendmsg sendmsg(MSG_RTN_GET_REALTIME)
// A numeric message with a GS operation still encodes msg | op << 4,
// which the printer reads back as message 18.
s_sendmsg sendmsg(2, GS_OP_CUT)
