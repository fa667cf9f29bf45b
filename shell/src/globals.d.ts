declare const __SDP_MOCK__: boolean;
