// "Meine Sammlung" (/sammlung) and the trade page (/sammlung/tausch).
export { CollectionTracker } from "./collection-tracker";
export { TradeList } from "./trade-list";
export { collectionCatalogue } from "./catalogue";
export { tradePage } from "./copy";
