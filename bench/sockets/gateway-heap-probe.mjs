// Preloaded into the benched gateway (`node --expose-gc --import …`), so the bench can read its
// heap over the IPC channel without a route in the product: on `heap`, two full collections,
// then the heap in use.
process.on('message', (message) => {
  if (message?.type !== 'heap') return;
  globalThis.gc();
  globalThis.gc();
  const { heapUsed, rss } = process.memoryUsage();
  process.send({ type: 'heap', heapUsed, rss });
});
