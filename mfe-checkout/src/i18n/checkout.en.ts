/** English strings of mfe-checkout (namespace `checkout`). */
export const checkoutEn = {
  pricing: {
    title: "Plans and pricing",
    intro: "Compare the Basic, Standard and Pro plans in your currency and pick the one that fits.",
  },
  checkout: {
    title: "Checkout",
    intro: "Review your order in your currency, enter your payment details and confirm.",
  },
  careerPathPricing: {
    title: "Career path pricing",
    intro: "The price of this career path in your currency and everything it includes.",
  },
};
