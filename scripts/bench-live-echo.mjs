// The bare baseline the live bench compares chat delivery with: a Socket.IO server and nothing else,
// no authentication, no database, no validation. Each client names itself in the handshake
// ({ auth: { id } }) and joins its own room, as the product's sockets join `user:<id>`; a
// SendMessage is relayed to the room of the person it is for and acknowledged.
//   node scripts/bench-live-echo.mjs
// It listens on a free port of the loopback and tells its parent which ({ port }).
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const http = createServer();
const io = new Server(http, { serveClient: false });
io.on('connection', (socket) => {
  void socket.join(`user:${socket.handshake.auth.id}`);
  socket.on('SendMessage', (payload, ack) => {
    io.to(`user:${payload.to}`).emit('RoomMessage', { text: payload.text });
    ack?.({ code: 'ok' });
  });
});
http.listen(0, '127.0.0.1', () => process.send?.({ port: http.address().port }));
process.once('SIGTERM', () => {
  io.close();
  process.exit(0);
});
