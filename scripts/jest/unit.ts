// The `unit` project runs once, in the embedded run of `npm test`: its tests must not touch what the mode
// changes (database, bus, file store, mail transport). The kit's test infrastructure reads this and refuses
// to create any, naming where such a test belongs (COMPONENT_TESTS in jest.config.js).
process.env.TEST_PROJECT = 'unit';
