// generated, do not edit: written by @avaspec/mocks from @avaspec/specs (pnpm --filter @avaspec/mocks generate)
// The REST mocks' every-error request validators (loaded with the first invalid request, to write its 400),
// compiled by Ajv ahead of time (standalone code): start-up compiles nothing, and nothing is eval'd, so a page
// with a strict Content Security Policy can load them.
import { ajvRuntime as require } from "../rest/ajv-runtime.js";

function metrics_coerceAll() {
const exports = {};
exports["listChains/query"] = validate10;
const schema11 = {"type":"object","properties":{"pagetoken":{"type":"string","minLength":1},"pagesize":{"type":"integer","minimum":1,"maximum":10000,"default":1000},"network":{"title":"Network","type":"string","enum":["mainnet","fuji","testnet"],"x-enumDescriptions":{"mainnet":"The Avalanche main network.","fuji":"The Fuji test network.","testnet":"The Fuji test network (alias of fuji)."}}},"required":[]};
const func2 = require("ajv/dist/runtime/ucs2length").default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.pagetoken !== undefined){
let data0 = data.pagetoken;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err0 = {instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["pagetoken"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
if(data.pagesize !== undefined){
let data1 = data.pagesize;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
const err2 = {instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["pagesize"] = coerced1;
}
}
}
if(typeof data1 == "number"){
if(data1 > 10000 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.network !== undefined){
let data2 = data.network;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err5 = {instancePath:instancePath+"/network",schemaPath:"#/properties/network/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["network"] = coerced2;
}
}
}
if(!(((data2 === "mainnet") || (data2 === "fuji")) || (data2 === "testnet"))){
const err6 = {instancePath:instancePath+"/network",schemaPath:"#/properties/network/enum",keyword:"enum",params:{allowedValues: schema11.properties.network.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

exports["getChain/path"] = validate11;
const schema12 = {"type":"object","properties":{"chainid":{"type":"string","pattern":"^[0-9]+$"}},"required":["chainid"]};
const pattern0 = new RegExp("^[0-9]+$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.chainid === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chainid"},message:"must have required property '"+"chainid"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.chainid !== undefined){
let data0 = data.chainid;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err1 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["chainid"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err2 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

exports["getChainMetrics/path"] = validate12;
const schema13 = {"type":"object","properties":{"chainid":{"type":"string","anyOf":[{"title":"EVM chain ID","type":"string","pattern":"^[0-9]+$"},{"title":"Aggregate","type":"string","enum":["total","mainnet","testnet"],"x-enumDescriptions":{"total":"All chains.","mainnet":"All chains of the main network.","testnet":"All chains of the test network."}}]},"metric":{"title":"ChainMetric","type":"string","enum":["activeAddresses","activeSenders","cumulativeTxCount","cumulativeAddresses","cumulativeContracts","cumulativeDeployers","contracts","deployers","gasUsed","txCount","avgGps","maxGps","avgTps","maxTps","avgGasPrice","maxGasPrice","feesPaid"],"x-enumDescriptions":{"activeAddresses":"Distinct addresses in the from and to fields of a transaction or ERC20/ERC721/ERC1155 transfer log within the interval. Any interval.","activeSenders":"Same as activeAddresses but only the from field. Any interval.","cumulativeTxCount":"Running sum of txCount from genesis up to 24 hours after the timestamp. Day only.","cumulativeAddresses":"Unique addresses (as in activeAddresses) from genesis up to 24 hours after the timestamp. Day only.","cumulativeContracts":"Contracts created from genesis up to the timestamp; counted from CREATE, CREATE2 and CREATE3 call types in transaction traces. Day only.","cumulativeDeployers":"Unique deployers (from field of CREATE, CREATE2, CREATE3 traces) from genesis up to 24 hours after the timestamp. Day only.","contracts":"Contracts created within the interval. Day only.","deployers":"Unique deployers within the interval. Day only.","gasUsed":"Gas used by transactions within the interval. Any interval.","txCount":"Transactions within the interval. Any interval.","avgGps":"Average gas used per second in the day: gas of all blocks in the day divided by the time between the last block of the previous day and the last block of this day. Day only.","maxGps":"Maximum gas per second in the day; per block, gas used divided by time since the previous block. Day only.","avgTps":"Average transactions per second in the day, computed like avgGps. Day only.","maxTps":"Maximum transactions per second in the day; per block, transactions divided by time since the previous block. Day only.","avgGasPrice":"Average gas price from transaction receipts within the day. Day only.","maxGasPrice":"Maximum gas price from transaction receipts within the day. Day only.","feesPaid":"Sum of fees (gas used times receipt gas price) within the day. Day only."}}},"required":["chainid","metric"]};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.chainid === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chainid"},message:"must have required property '"+"chainid"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.metric === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metric"},message:"must have required property '"+"metric"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.chainid !== undefined){
let data0 = data.chainid;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["chainid"] = coerced0;
}
}
}
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
let dataType1 = typeof data0;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data0;
}
else if(data0 === null){
coerced1 = "";
}
else {
const err3 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced1 !== undefined){
data0 = coerced1;
if(data !== undefined){
data["chainid"] = coerced1;
}
}
}
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err4 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs6 = errors;
if(typeof data0 !== "string"){
let dataType2 = typeof data0;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data0;
}
else if(data0 === null){
coerced2 = "";
}
else {
const err5 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(coerced2 !== undefined){
data0 = coerced2;
if(data !== undefined){
data["chainid"] = coerced2;
}
}
}
if(!(((data0 === "total") || (data0 === "mainnet")) || (data0 === "testnet"))){
const err6 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema13.properties.chainid.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err7 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data.metric !== undefined){
let data1 = data.metric;
if(typeof data1 !== "string"){
let dataType3 = typeof data1;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data1;
}
else if(data1 === null){
coerced3 = "";
}
else {
const err8 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced3 !== undefined){
data1 = coerced3;
if(data !== undefined){
data["metric"] = coerced3;
}
}
}
if(!(((((((((((((((((data1 === "activeAddresses") || (data1 === "activeSenders")) || (data1 === "cumulativeTxCount")) || (data1 === "cumulativeAddresses")) || (data1 === "cumulativeContracts")) || (data1 === "cumulativeDeployers")) || (data1 === "contracts")) || (data1 === "deployers")) || (data1 === "gasUsed")) || (data1 === "txCount")) || (data1 === "avgGps")) || (data1 === "maxGps")) || (data1 === "avgTps")) || (data1 === "maxTps")) || (data1 === "avgGasPrice")) || (data1 === "maxGasPrice")) || (data1 === "feesPaid"))){
const err9 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/enum",keyword:"enum",params:{allowedValues: schema13.properties.metric.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

exports["getChainMetrics/query"] = validate13;
const schema14 = {"type":"object","properties":{"starttimestamp":{"type":"integer","minimum":0},"endtimestamp":{"type":"integer","minimum":0},"timeinterval":{"title":"TimeInterval","type":"string","enum":["hour","day","week","month"],"x-enumDescriptions":{"hour":"One hour, starting on the hour.","day":"One day, starting 00:00 UTC.","week":"One week, starting 00:00 UTC on Monday.","month":"One calendar month, starting 00:00 UTC on its first day."},"default":"day"},"pagetoken":{"type":"string","minLength":1},"pagesize":{"type":"integer","minimum":1,"maximum":2160,"default":100}},"required":[]};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.starttimestamp !== undefined){
let data0 = data.starttimestamp;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err0 = {instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["starttimestamp"] = coerced0;
}
}
}
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
if(data.endtimestamp !== undefined){
let data1 = data.endtimestamp;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
const err2 = {instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["endtimestamp"] = coerced1;
}
}
}
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.timeinterval !== undefined){
let data2 = data.timeinterval;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err4 = {instancePath:instancePath+"/timeinterval",schemaPath:"#/properties/timeinterval/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["timeinterval"] = coerced2;
}
}
}
if(!((((data2 === "hour") || (data2 === "day")) || (data2 === "week")) || (data2 === "month"))){
const err5 = {instancePath:instancePath+"/timeinterval",schemaPath:"#/properties/timeinterval/enum",keyword:"enum",params:{allowedValues: schema14.properties.timeinterval.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.pagetoken !== undefined){
let data3 = data.pagetoken;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
const err6 = {instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["pagetoken"] = coerced3;
}
}
}
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err7 = {instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.pagesize !== undefined){
let data4 = data.pagesize;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 === "boolean" || data4 === null
              || (dataType4 === "string" && data4 && data4 == +data4 && !(data4 % 1))){
coerced4 = +data4;
}
else {
const err8 = {instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["pagesize"] = coerced4;
}
}
}
if(typeof data4 == "number"){
if(data4 > 2160 || isNaN(data4)){
const err9 = {instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2160},message:"must be <= 2160"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err10 = {instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

exports["getRollingWindowMetrics/path"] = validate14;
const schema15 = {"type":"object","properties":{"chainid":{"type":"string","anyOf":[{"title":"EVM chain ID","type":"string","pattern":"^[0-9]+$"},{"title":"Aggregate","type":"string","enum":["total","mainnet","testnet"],"x-enumDescriptions":{"total":"All chains.","mainnet":"All chains of the main network.","testnet":"All chains of the test network."}}]},"metric":{"title":"RollingWindowMetric","type":"string","enum":["gasUsed","txCount","avgGps","maxGps","avgTps","maxTps","avgGasPrice","maxGasPrice","feesPaid","contracts","deployers","activeAddresses","activeSenders"],"x-enumDescriptions":{"gasUsed":"Gas used by transactions within the window.","txCount":"Transactions within the window.","avgGps":"Average gas used per second over the window.","maxGps":"Maximum gas per second over the window; per block, gas used divided by time since the previous block.","avgTps":"Average transactions per second over the window.","maxTps":"Maximum transactions per second over the window; per block, transactions divided by time since the previous block.","avgGasPrice":"Average gas price from transaction receipts within the window.","maxGasPrice":"Maximum gas price from transaction receipts within the window.","feesPaid":"Sum of fees (gas used times receipt gas price) within the window.","contracts":"Contracts created within the window.","deployers":"Unique deployers within the window.","activeAddresses":"Distinct addresses in the from and to fields of transactions and ERC20/ERC721/ERC1155 transfer logs. Only lastHour, lastDay and lastWeek.","activeSenders":"Same as activeAddresses but only the from field. Only lastHour, lastDay and lastWeek."}}},"required":["chainid","metric"]};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.chainid === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chainid"},message:"must have required property '"+"chainid"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.metric === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metric"},message:"must have required property '"+"metric"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.chainid !== undefined){
let data0 = data.chainid;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["chainid"] = coerced0;
}
}
}
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
let dataType1 = typeof data0;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data0;
}
else if(data0 === null){
coerced1 = "";
}
else {
const err3 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced1 !== undefined){
data0 = coerced1;
if(data !== undefined){
data["chainid"] = coerced1;
}
}
}
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err4 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs6 = errors;
if(typeof data0 !== "string"){
let dataType2 = typeof data0;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data0;
}
else if(data0 === null){
coerced2 = "";
}
else {
const err5 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(coerced2 !== undefined){
data0 = coerced2;
if(data !== undefined){
data["chainid"] = coerced2;
}
}
}
if(!(((data0 === "total") || (data0 === "mainnet")) || (data0 === "testnet"))){
const err6 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema15.properties.chainid.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err7 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data.metric !== undefined){
let data1 = data.metric;
if(typeof data1 !== "string"){
let dataType3 = typeof data1;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data1;
}
else if(data1 === null){
coerced3 = "";
}
else {
const err8 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced3 !== undefined){
data1 = coerced3;
if(data !== undefined){
data["metric"] = coerced3;
}
}
}
if(!(((((((((((((data1 === "gasUsed") || (data1 === "txCount")) || (data1 === "avgGps")) || (data1 === "maxGps")) || (data1 === "avgTps")) || (data1 === "maxTps")) || (data1 === "avgGasPrice")) || (data1 === "maxGasPrice")) || (data1 === "feesPaid")) || (data1 === "contracts")) || (data1 === "deployers")) || (data1 === "activeAddresses")) || (data1 === "activeSenders"))){
const err9 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/enum",keyword:"enum",params:{allowedValues: schema15.properties.metric.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

exports["listTokenBalanceAddresses/path"] = validate15;
const schema16 = {"type":"object","properties":{"chainid":{"type":"string","pattern":"^[0-9]+$"},"address":{"type":"string","pattern":"^0x[0-9a-fA-F]{40}$"}},"required":["chainid","address"]};
const pattern4 = new RegExp("^0x[0-9a-fA-F]{40}$", "u");

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.chainid === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chainid"},message:"must have required property '"+"chainid"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.address === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.chainid !== undefined){
let data0 = data.chainid;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["chainid"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err3 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.address !== undefined){
let data1 = data.address;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err4 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["address"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err5 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

exports["listTokenBalanceAddresses/query"] = validate16;
const schema17 = {"type":"object","properties":{"threshold":{"type":"string","pattern":"^[0-9]+(\\.[0-9]+)?$"},"starttimestamp":{"type":"integer","minimum":0},"endtimestamp":{"type":"integer","minimum":0},"pagetoken":{"type":"string","minLength":1},"pagesize":{"type":"integer","minimum":1,"maximum":5000,"default":1000}},"required":["threshold"]};
const pattern5 = new RegExp("^[0-9]+(\\.[0-9]+)?$", "u");

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.threshold === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "threshold"},message:"must have required property '"+"threshold"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.threshold !== undefined){
let data0 = data.threshold;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err1 = {instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["threshold"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(!pattern5.test(data0)){
const err2 = {instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
if(data.starttimestamp !== undefined){
let data1 = data.starttimestamp;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
const err3 = {instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["starttimestamp"] = coerced1;
}
}
}
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.endtimestamp !== undefined){
let data2 = data.endtimestamp;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 === "boolean" || data2 === null
              || (dataType2 === "string" && data2 && data2 == +data2 && !(data2 % 1))){
coerced2 = +data2;
}
else {
const err5 = {instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["endtimestamp"] = coerced2;
}
}
}
if(typeof data2 == "number"){
if(data2 < 0 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.pagetoken !== undefined){
let data3 = data.pagetoken;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
const err7 = {instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["pagetoken"] = coerced3;
}
}
}
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err8 = {instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.pagesize !== undefined){
let data4 = data.pagesize;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 === "boolean" || data4 === null
              || (dataType4 === "string" && data4 && data4 == +data4 && !(data4 % 1))){
coerced4 = +data4;
}
else {
const err9 = {instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["pagesize"] = coerced4;
}
}
}
if(typeof data4 == "number"){
if(data4 > 5000 || isNaN(data4)){
const err10 = {instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000},message:"must be <= 5000"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

exports["listNftHolders/path"] = validate17;
const schema18 = {"type":"object","properties":{"chainid":{"type":"string","pattern":"^[0-9]+$"},"address":{"type":"string","pattern":"^0x[0-9a-fA-F]{40}$"}},"required":["chainid","address"]};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.chainid === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chainid"},message:"must have required property '"+"chainid"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.address === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.chainid !== undefined){
let data0 = data.chainid;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["chainid"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err3 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.address !== undefined){
let data1 = data.address;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err4 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["address"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err5 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

exports["listNftHolders/query"] = validate18;
const schema19 = {"type":"object","properties":{"pagetoken":{"type":"string","minLength":1},"pagesize":{"type":"integer","minimum":1,"maximum":5000,"default":1000}},"required":[]};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.pagetoken !== undefined){
let data0 = data.pagetoken;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err0 = {instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["pagetoken"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
if(data.pagesize !== undefined){
let data1 = data.pagesize;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
const err2 = {instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["pagesize"] = coerced1;
}
}
}
if(typeof data1 == "number"){
if(data1 > 5000 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000},message:"must be <= 5000"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

exports["getNetworkMetrics/path"] = validate19;
const schema20 = {"type":"object","properties":{"network":{"title":"Network","type":"string","enum":["mainnet","fuji","testnet"],"x-enumDescriptions":{"mainnet":"The Avalanche main network.","fuji":"The Fuji test network.","testnet":"The Fuji test network (alias of fuji)."}},"metric":{"title":"NetworkMetric","type":"string","enum":["delegatorCount","delegatorWeight","validatorCount","validatorWeight"],"x-enumDescriptions":{"delegatorCount":"Number of delegators.","delegatorWeight":"Total stake weight of the delegators.","validatorCount":"Number of validators.","validatorWeight":"Total stake weight of the validators."}}},"required":["network","metric"]};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.network === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "network"},message:"must have required property '"+"network"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.metric === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metric"},message:"must have required property '"+"metric"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.network !== undefined){
let data0 = data.network;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/network",schemaPath:"#/properties/network/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["network"] = coerced0;
}
}
}
if(!(((data0 === "mainnet") || (data0 === "fuji")) || (data0 === "testnet"))){
const err3 = {instancePath:instancePath+"/network",schemaPath:"#/properties/network/enum",keyword:"enum",params:{allowedValues: schema20.properties.network.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.metric !== undefined){
let data1 = data.metric;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err4 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["metric"] = coerced1;
}
}
}
if(!((((data1 === "delegatorCount") || (data1 === "delegatorWeight")) || (data1 === "validatorCount")) || (data1 === "validatorWeight"))){
const err5 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/enum",keyword:"enum",params:{allowedValues: schema20.properties.metric.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}

exports["getNetworkMetrics/query"] = validate20;
const schema21 = {"type":"object","properties":{"starttimestamp":{"type":"integer","minimum":0},"endtimestamp":{"type":"integer","minimum":0},"pagetoken":{"type":"string","minLength":1},"pagesize":{"type":"integer","minimum":1,"maximum":2160,"default":100},"subnetid":{"type":"string","minLength":1,"default":"11111111111111111111111111111111LpoYY"}},"required":[]};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.starttimestamp !== undefined){
let data0 = data.starttimestamp;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err0 = {instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["starttimestamp"] = coerced0;
}
}
}
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
if(data.endtimestamp !== undefined){
let data1 = data.endtimestamp;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
const err2 = {instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["endtimestamp"] = coerced1;
}
}
}
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.pagetoken !== undefined){
let data2 = data.pagetoken;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err4 = {instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["pagetoken"] = coerced2;
}
}
}
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err5 = {instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.pagesize !== undefined){
let data3 = data.pagesize;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 === "boolean" || data3 === null
              || (dataType3 === "string" && data3 && data3 == +data3 && !(data3 % 1))){
coerced3 = +data3;
}
else {
const err6 = {instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["pagesize"] = coerced3;
}
}
}
if(typeof data3 == "number"){
if(data3 > 2160 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2160},message:"must be <= 2160"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.subnetid !== undefined){
let data4 = data.subnetid;
if(typeof data4 !== "string"){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data4;
}
else if(data4 === null){
coerced4 = "";
}
else {
const err9 = {instancePath:instancePath+"/subnetid",schemaPath:"#/properties/subnetid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["subnetid"] = coerced4;
}
}
}
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err10 = {instancePath:instancePath+"/subnetid",schemaPath:"#/properties/subnetid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}

exports["getValidationMetrics/path"] = validate21;
const schema22 = {"type":"object","properties":{"l1validationid":{"type":"string","minLength":1},"metric":{"title":"ValidationMetric","type":"string","enum":["validationCumulativeFeesDaily","validationFeesDaily"],"x-enumDescriptions":{"validationCumulativeFeesDaily":"Fees paid by the L1 validation from its start up to each day.","validationFeesDaily":"Fees paid by the L1 validation within each day."}}},"required":["l1validationid","metric"]};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.l1validationid === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "l1validationid"},message:"must have required property '"+"l1validationid"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.metric === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metric"},message:"must have required property '"+"metric"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.l1validationid !== undefined){
let data0 = data.l1validationid;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/l1validationid",schemaPath:"#/properties/l1validationid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["l1validationid"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/l1validationid",schemaPath:"#/properties/l1validationid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.metric !== undefined){
let data1 = data.metric;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err4 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["metric"] = coerced1;
}
}
}
if(!((data1 === "validationCumulativeFeesDaily") || (data1 === "validationFeesDaily"))){
const err5 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/enum",keyword:"enum",params:{allowedValues: schema22.properties.metric.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}

exports["getValidationMetrics/query"] = validate22;
const schema23 = {"type":"object","properties":{"starttimestamp":{"type":"integer","minimum":0},"endtimestamp":{"type":"integer","minimum":0}},"required":[]};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.starttimestamp !== undefined){
let data0 = data.starttimestamp;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err0 = {instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["starttimestamp"] = coerced0;
}
}
}
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
if(data.endtimestamp !== undefined){
let data1 = data.endtimestamp;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
const err2 = {instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["endtimestamp"] = coerced1;
}
}
}
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}

exports["getSubnetMetrics/path"] = validate23;
const schema24 = {"type":"object","properties":{"subnetid":{"type":"string","minLength":1},"metric":{"title":"SubnetMetric","type":"string","enum":["perSubnetDailyFeesPaid","perSubnetCumulativeFeesPaid","perSubnetPayingValidators"],"x-enumDescriptions":{"perSubnetDailyFeesPaid":"Validator fees paid for the subnet's L1 validators within each day.","perSubnetCumulativeFeesPaid":"Validator fees paid for the subnet's L1 validators from the start up to each day.","perSubnetPayingValidators":"Number of the subnet's L1 validators paying fees each day."}}},"required":["subnetid","metric"]};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.subnetid === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subnetid"},message:"must have required property '"+"subnetid"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.metric === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metric"},message:"must have required property '"+"metric"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.subnetid !== undefined){
let data0 = data.subnetid;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/subnetid",schemaPath:"#/properties/subnetid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["subnetid"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/subnetid",schemaPath:"#/properties/subnetid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.metric !== undefined){
let data1 = data.metric;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err4 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["metric"] = coerced1;
}
}
}
if(!(((data1 === "perSubnetDailyFeesPaid") || (data1 === "perSubnetCumulativeFeesPaid")) || (data1 === "perSubnetPayingValidators"))){
const err5 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/enum",keyword:"enum",params:{allowedValues: schema24.properties.metric.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}

exports["getSubnetMetrics/query"] = validate24;
const schema25 = {"type":"object","properties":{"starttimestamp":{"type":"integer","minimum":0},"endtimestamp":{"type":"integer","minimum":0}},"required":[]};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.starttimestamp !== undefined){
let data0 = data.starttimestamp;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err0 = {instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["starttimestamp"] = coerced0;
}
}
}
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
if(data.endtimestamp !== undefined){
let data1 = data.endtimestamp;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
const err2 = {instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["endtimestamp"] = coerced1;
}
}
}
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}

exports["getValidatorMetrics/path"] = validate25;
const schema26 = {"type":"object","properties":{"nodeid":{"type":"string","pattern":"^NodeID-[1-9A-HJ-NP-Za-km-z]+$"},"metric":{"title":"ValidatorMetric","type":"string","enum":["perNodeCumulativeFeesPaid","perNodeDailyFeesPaid"],"x-enumDescriptions":{"perNodeCumulativeFeesPaid":"Validator fees paid by the node from the start up to each day.","perNodeDailyFeesPaid":"Validator fees paid by the node within each day."}}},"required":["nodeid","metric"]};
const pattern8 = new RegExp("^NodeID-[1-9A-HJ-NP-Za-km-z]+$", "u");

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.nodeid === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nodeid"},message:"must have required property '"+"nodeid"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.metric === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metric"},message:"must have required property '"+"metric"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.nodeid !== undefined){
let data0 = data.nodeid;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/nodeid",schemaPath:"#/properties/nodeid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["nodeid"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(!pattern8.test(data0)){
const err3 = {instancePath:instancePath+"/nodeid",schemaPath:"#/properties/nodeid/pattern",keyword:"pattern",params:{pattern: "^NodeID-[1-9A-HJ-NP-Za-km-z]+$"},message:"must match pattern \""+"^NodeID-[1-9A-HJ-NP-Za-km-z]+$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.metric !== undefined){
let data1 = data.metric;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err4 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["metric"] = coerced1;
}
}
}
if(!((data1 === "perNodeCumulativeFeesPaid") || (data1 === "perNodeDailyFeesPaid"))){
const err5 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/enum",keyword:"enum",params:{allowedValues: schema26.properties.metric.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}

exports["getValidatorMetrics/query"] = validate26;
const schema27 = {"type":"object","properties":{"starttimestamp":{"type":"integer","minimum":0},"endtimestamp":{"type":"integer","minimum":0}},"required":[]};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.starttimestamp !== undefined){
let data0 = data.starttimestamp;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err0 = {instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["starttimestamp"] = coerced0;
}
}
}
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
if(data.endtimestamp !== undefined){
let data1 = data.endtimestamp;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
const err2 = {instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["endtimestamp"] = coerced1;
}
}
}
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}

exports["getValidatorsMetrics/path"] = validate27;
const schema28 = {"type":"object","properties":{"metric":{"title":"ValidatorsMetric","type":"string","enum":["totalCumulativeFeesDaily","totalValidatorFeesDaily","totalPayingValidatorsDaily"],"x-enumDescriptions":{"totalCumulativeFeesDaily":"Validator fees paid by all L1 validators from the start up to each day.","totalValidatorFeesDaily":"Validator fees paid by all L1 validators within each day.","totalPayingValidatorsDaily":"Number of L1 validators paying fees each day."}}},"required":["metric"]};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.metric === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metric"},message:"must have required property '"+"metric"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.metric !== undefined){
let data0 = data.metric;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err1 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["metric"] = coerced0;
}
}
}
if(!(((data0 === "totalCumulativeFeesDaily") || (data0 === "totalValidatorFeesDaily")) || (data0 === "totalPayingValidatorsDaily"))){
const err2 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/enum",keyword:"enum",params:{allowedValues: schema28.properties.metric.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}

exports["getValidatorsMetrics/query"] = validate28;
const schema29 = {"type":"object","properties":{"starttimestamp":{"type":"integer","minimum":0},"endtimestamp":{"type":"integer","minimum":0}},"required":[]};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.starttimestamp !== undefined){
let data0 = data.starttimestamp;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err0 = {instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["starttimestamp"] = coerced0;
}
}
}
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
if(data.endtimestamp !== undefined){
let data1 = data.endtimestamp;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
const err2 = {instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["endtimestamp"] = coerced1;
}
}
}
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}

exports["compositeQuery/query"] = validate29;
const schema30 = {"type":"object","properties":{"pagetoken":{"type":"string","minLength":1},"pagesize":{"type":"integer","minimum":1,"maximum":10000,"default":1000}},"required":[]};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.pagetoken !== undefined){
let data0 = data.pagetoken;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err0 = {instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["pagetoken"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
if(data.pagesize !== undefined){
let data1 = data.pagesize;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
const err2 = {instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["pagesize"] = coerced1;
}
}
}
if(typeof data1 == "number"){
if(data1 > 10000 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}

exports["getAvgTpsLegacy/path"] = validate30;
const schema31 = {"type":"object","properties":{"chainid":{"type":"string","pattern":"^[0-9]+$"}},"required":["chainid"]};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.chainid === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chainid"},message:"must have required property '"+"chainid"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.chainid !== undefined){
let data0 = data.chainid;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err1 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["chainid"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err2 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}

exports["getAvgTpsLegacy/query"] = validate31;
const schema32 = {"type":"object","properties":{"pagetoken":{"type":"string","minLength":1}},"required":[]};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.pagetoken !== undefined){
let data0 = data.pagetoken;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err0 = {instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["pagetoken"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
return exports;
}

function metrics_plainAll() {
const exports = {};
exports["compositeQuery/body"] = validate10;
const schema11 = {"title":"CompositeQueryRequest","type":"object","additionalProperties":false,"required":["queries","operator"],"properties":{"queries":{"type":"array","minItems":1,"items":{"title":"CompositeSubQuery","type":"object","additionalProperties":false,"required":["id","type","params"],"properties":{"id":{"type":"string","minLength":1},"type":{"type":"string","minLength":1},"params":{"anyOf":[{"title":"AllTimeNativeBalanceParams","type":"object","additionalProperties":false,"required":["firstDate","lastDate","minBalance","evmChainId"],"properties":{"firstDate":{"type":"string"},"lastDate":{"type":"string"},"minBalance":{"type":"string"},"evmChainId":{"type":"string"}},"examples":[{"firstDate":"2024-01-01","lastDate":"2024-08-31","minBalance":"1000000000000000000","evmChainId":"43114"}]},{"title":"OtherSubQueryParams","type":"object","additionalProperties":true}]}},"if":{"required":["type"],"properties":{"type":{"const":"AllTimeNativeBalance"}}},"then":{"properties":{"id":true,"type":true,"params":{"title":"AllTimeNativeBalanceParams","type":"object","additionalProperties":false,"required":["firstDate","lastDate","minBalance","evmChainId"],"properties":{"firstDate":{"type":"string"},"lastDate":{"type":"string"},"minBalance":{"type":"string"},"evmChainId":{"type":"string"}},"examples":[{"firstDate":"2024-01-01","lastDate":"2024-08-31","minBalance":"1000000000000000000","evmChainId":"43114"}]}}}}},"operator":{"type":"string","enum":["AND","OR"],"x-enumDescriptions":{"AND":"Addresses selected by every sub-query (intersection).","OR":"Addresses selected by any sub-query (union)."}}}};
const func2 = require("ajv/dist/runtime/ucs2length").default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.queries === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "queries"},message:"must have required property '"+"queries"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.operator === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "queries") || (key0 === "operator"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.queries !== undefined){
let data0 = data.queries;
if(Array.isArray(data0)){
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/queries",schemaPath:"#/properties/queries/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs6 = errors;
let valid3 = true;
const _errs7 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing0;
if((data1.type === undefined) && (missing0 = "type")){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
if(data1.type !== undefined){
if("AllTimeNativeBalance" !== data1.type){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
var _valid0 = _errs7 === errors;
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs9 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.params !== undefined){
let data3 = data1.params;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.firstDate === undefined){
const err6 = {instancePath:instancePath+"/queries/" + i0+"/params",schemaPath:"#/properties/queries/items/then/properties/params/required",keyword:"required",params:{missingProperty: "firstDate"},message:"must have required property '"+"firstDate"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3.lastDate === undefined){
const err7 = {instancePath:instancePath+"/queries/" + i0+"/params",schemaPath:"#/properties/queries/items/then/properties/params/required",keyword:"required",params:{missingProperty: "lastDate"},message:"must have required property '"+"lastDate"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3.minBalance === undefined){
const err8 = {instancePath:instancePath+"/queries/" + i0+"/params",schemaPath:"#/properties/queries/items/then/properties/params/required",keyword:"required",params:{missingProperty: "minBalance"},message:"must have required property '"+"minBalance"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3.evmChainId === undefined){
const err9 = {instancePath:instancePath+"/queries/" + i0+"/params",schemaPath:"#/properties/queries/items/then/properties/params/required",keyword:"required",params:{missingProperty: "evmChainId"},message:"must have required property '"+"evmChainId"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data3){
if(!((((key1 === "firstDate") || (key1 === "lastDate")) || (key1 === "minBalance")) || (key1 === "evmChainId"))){
const err10 = {instancePath:instancePath+"/queries/" + i0+"/params",schemaPath:"#/properties/queries/items/then/properties/params/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.firstDate !== undefined){
if(typeof data3.firstDate !== "string"){
const err11 = {instancePath:instancePath+"/queries/" + i0+"/params/firstDate",schemaPath:"#/properties/queries/items/then/properties/params/properties/firstDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.lastDate !== undefined){
if(typeof data3.lastDate !== "string"){
const err12 = {instancePath:instancePath+"/queries/" + i0+"/params/lastDate",schemaPath:"#/properties/queries/items/then/properties/params/properties/lastDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.minBalance !== undefined){
if(typeof data3.minBalance !== "string"){
const err13 = {instancePath:instancePath+"/queries/" + i0+"/params/minBalance",schemaPath:"#/properties/queries/items/then/properties/params/properties/minBalance/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.evmChainId !== undefined){
if(typeof data3.evmChainId !== "string"){
const err14 = {instancePath:instancePath+"/queries/" + i0+"/params/evmChainId",schemaPath:"#/properties/queries/items/then/properties/params/properties/evmChainId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/queries/" + i0+"/params",schemaPath:"#/properties/queries/items/then/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
var _valid0 = _errs9 === errors;
valid3 = _valid0;
}
if(!valid3){
const err16 = {instancePath:instancePath+"/queries/" + i0,schemaPath:"#/properties/queries/items/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err17 = {instancePath:instancePath+"/queries/" + i0,schemaPath:"#/properties/queries/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data1.type === undefined){
const err18 = {instancePath:instancePath+"/queries/" + i0,schemaPath:"#/properties/queries/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data1.params === undefined){
const err19 = {instancePath:instancePath+"/queries/" + i0,schemaPath:"#/properties/queries/items/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key2 in data1){
if(!(((key2 === "id") || (key2 === "type")) || (key2 === "params"))){
const err20 = {instancePath:instancePath+"/queries/" + i0,schemaPath:"#/properties/queries/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data1.id !== undefined){
let data8 = data1.id;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err21 = {instancePath:instancePath+"/queries/" + i0+"/id",schemaPath:"#/properties/queries/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/queries/" + i0+"/id",schemaPath:"#/properties/queries/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data1.type !== undefined){
let data9 = data1.type;
if(typeof data9 === "string"){
if(func2(data9) < 1){
const err23 = {instancePath:instancePath+"/queries/" + i0+"/type",schemaPath:"#/properties/queries/items/properties/type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/queries/" + i0+"/type",schemaPath:"#/properties/queries/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data1.params !== undefined){
let data10 = data1.params;
const _errs27 = errors;
let valid8 = false;
const _errs28 = errors;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.firstDate === undefined){
const err25 = {instancePath:instancePath+"/queries/" + i0+"/params",schemaPath:"#/properties/queries/items/properties/params/anyOf/0/required",keyword:"required",params:{missingProperty: "firstDate"},message:"must have required property '"+"firstDate"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data10.lastDate === undefined){
const err26 = {instancePath:instancePath+"/queries/" + i0+"/params",schemaPath:"#/properties/queries/items/properties/params/anyOf/0/required",keyword:"required",params:{missingProperty: "lastDate"},message:"must have required property '"+"lastDate"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data10.minBalance === undefined){
const err27 = {instancePath:instancePath+"/queries/" + i0+"/params",schemaPath:"#/properties/queries/items/properties/params/anyOf/0/required",keyword:"required",params:{missingProperty: "minBalance"},message:"must have required property '"+"minBalance"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data10.evmChainId === undefined){
const err28 = {instancePath:instancePath+"/queries/" + i0+"/params",schemaPath:"#/properties/queries/items/properties/params/anyOf/0/required",keyword:"required",params:{missingProperty: "evmChainId"},message:"must have required property '"+"evmChainId"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key3 in data10){
if(!((((key3 === "firstDate") || (key3 === "lastDate")) || (key3 === "minBalance")) || (key3 === "evmChainId"))){
const err29 = {instancePath:instancePath+"/queries/" + i0+"/params",schemaPath:"#/properties/queries/items/properties/params/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data10.firstDate !== undefined){
if(typeof data10.firstDate !== "string"){
const err30 = {instancePath:instancePath+"/queries/" + i0+"/params/firstDate",schemaPath:"#/properties/queries/items/properties/params/anyOf/0/properties/firstDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data10.lastDate !== undefined){
if(typeof data10.lastDate !== "string"){
const err31 = {instancePath:instancePath+"/queries/" + i0+"/params/lastDate",schemaPath:"#/properties/queries/items/properties/params/anyOf/0/properties/lastDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data10.minBalance !== undefined){
if(typeof data10.minBalance !== "string"){
const err32 = {instancePath:instancePath+"/queries/" + i0+"/params/minBalance",schemaPath:"#/properties/queries/items/properties/params/anyOf/0/properties/minBalance/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data10.evmChainId !== undefined){
if(typeof data10.evmChainId !== "string"){
const err33 = {instancePath:instancePath+"/queries/" + i0+"/params/evmChainId",schemaPath:"#/properties/queries/items/properties/params/anyOf/0/properties/evmChainId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/queries/" + i0+"/params",schemaPath:"#/properties/queries/items/properties/params/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid1 = _errs28 === errors;
valid8 = valid8 || _valid1;
if(!valid8){
const _errs39 = errors;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
}
else {
const err35 = {instancePath:instancePath+"/queries/" + i0+"/params",schemaPath:"#/properties/queries/items/properties/params/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid1 = _errs39 === errors;
valid8 = valid8 || _valid1;
}
if(!valid8){
const err36 = {instancePath:instancePath+"/queries/" + i0+"/params",schemaPath:"#/properties/queries/items/properties/params/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err37 = {instancePath:instancePath+"/queries/" + i0,schemaPath:"#/properties/queries/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/queries",schemaPath:"#/properties/queries/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.operator !== undefined){
let data15 = data.operator;
if(typeof data15 !== "string"){
const err39 = {instancePath:instancePath+"/operator",schemaPath:"#/properties/operator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!((data15 === "AND") || (data15 === "OR"))){
const err40 = {instancePath:instancePath+"/operator",schemaPath:"#/properties/operator/enum",keyword:"enum",params:{allowedValues: schema11.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
return exports;
}

function data_coerceAll() {
const exports = {};
exports["listChains/query"] = validate10;
const schema11 = {"type":"object","properties":{"network":{"title":"Network","type":"string","enum":["mainnet","fuji","testnet"],"x-enumDescriptions":{"mainnet":"The Avalanche main network.","fuji":"The Fuji test network.","testnet":"The Fuji test network (alias of fuji)."}},"feature":{"title":"Feature","type":"string","enum":["nftIndexing","webhooks","teleporter"],"x-enumDescriptions":{"nftIndexing":"NFT metadata and holdings are indexed.","webhooks":"Webhooks can be registered for the chain.","teleporter":"Teleporter (Avalanche Interchain Messaging) messages are indexed."}}},"required":[]};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.network !== undefined){
let data0 = data.network;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err0 = {instancePath:instancePath+"/network",schemaPath:"#/properties/network/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["network"] = coerced0;
}
}
}
if(!(((data0 === "mainnet") || (data0 === "fuji")) || (data0 === "testnet"))){
const err1 = {instancePath:instancePath+"/network",schemaPath:"#/properties/network/enum",keyword:"enum",params:{allowedValues: schema11.properties.network.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.feature !== undefined){
let data1 = data.feature;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err2 = {instancePath:instancePath+"/feature",schemaPath:"#/properties/feature/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["feature"] = coerced1;
}
}
}
if(!(((data1 === "nftIndexing") || (data1 === "webhooks")) || (data1 === "teleporter"))){
const err3 = {instancePath:instancePath+"/feature",schemaPath:"#/properties/feature/enum",keyword:"enum",params:{allowedValues: schema11.properties.feature.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

exports["getChain/path"] = validate11;
const schema12 = {"type":"object","properties":{"chainid":{"type":"string","anyOf":[{"title":"EVM chain ID","type":"string","pattern":"^[0-9]+$"},{"title":"Blockchain ID","type":"string","pattern":"^[1-9A-HJ-NP-Za-km-z]{40,60}$"}]}},"required":["chainid"]};
const pattern0 = new RegExp("^[0-9]+$", "u");
const pattern1 = new RegExp("^[1-9A-HJ-NP-Za-km-z]{40,60}$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.chainid === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chainid"},message:"must have required property '"+"chainid"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.chainid !== undefined){
let data0 = data.chainid;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err1 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["chainid"] = coerced0;
}
}
}
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
let dataType1 = typeof data0;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data0;
}
else if(data0 === null){
coerced1 = "";
}
else {
const err2 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced1 !== undefined){
data0 = coerced1;
if(data !== undefined){
data["chainid"] = coerced1;
}
}
}
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err3 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs6 = errors;
if(typeof data0 !== "string"){
let dataType2 = typeof data0;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data0;
}
else if(data0 === null){
coerced2 = "";
}
else {
const err4 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced2 !== undefined){
data0 = coerced2;
if(data !== undefined){
data["chainid"] = coerced2;
}
}
}
if(typeof data0 === "string"){
if(!pattern1.test(data0)){
const err5 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[1-9A-HJ-NP-Za-km-z]{40,60}$"},message:"must match pattern \""+"^[1-9A-HJ-NP-Za-km-z]{40,60}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err6 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

exports["getBlock/path"] = validate12;
const schema13 = {"type":"object","properties":{"chainid":{"type":"string","anyOf":[{"title":"EVM chain ID","type":"string","pattern":"^[0-9]+$"},{"title":"Blockchain ID","type":"string","pattern":"^[1-9A-HJ-NP-Za-km-z]{40,60}$"}]},"blockid":{"type":"string","anyOf":[{"title":"Block number","type":"string","pattern":"^[0-9]+$"},{"title":"Block hash","type":"string","pattern":"^0x[0-9a-fA-F]{64}$"}]}},"required":["chainid","blockid"]};
const pattern5 = new RegExp("^0x[0-9a-fA-F]{64}$", "u");

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.chainid === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chainid"},message:"must have required property '"+"chainid"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.blockid === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "blockid"},message:"must have required property '"+"blockid"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.chainid !== undefined){
let data0 = data.chainid;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["chainid"] = coerced0;
}
}
}
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
let dataType1 = typeof data0;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data0;
}
else if(data0 === null){
coerced1 = "";
}
else {
const err3 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced1 !== undefined){
data0 = coerced1;
if(data !== undefined){
data["chainid"] = coerced1;
}
}
}
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err4 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs6 = errors;
if(typeof data0 !== "string"){
let dataType2 = typeof data0;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data0;
}
else if(data0 === null){
coerced2 = "";
}
else {
const err5 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(coerced2 !== undefined){
data0 = coerced2;
if(data !== undefined){
data["chainid"] = coerced2;
}
}
}
if(typeof data0 === "string"){
if(!pattern1.test(data0)){
const err6 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[1-9A-HJ-NP-Za-km-z]{40,60}$"},message:"must match pattern \""+"^[1-9A-HJ-NP-Za-km-z]{40,60}$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err7 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data.blockid !== undefined){
let data1 = data.blockid;
if(typeof data1 !== "string"){
let dataType3 = typeof data1;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data1;
}
else if(data1 === null){
coerced3 = "";
}
else {
const err8 = {instancePath:instancePath+"/blockid",schemaPath:"#/properties/blockid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced3 !== undefined){
data1 = coerced3;
if(data !== undefined){
data["blockid"] = coerced3;
}
}
}
const _errs10 = errors;
let valid2 = false;
const _errs11 = errors;
if(typeof data1 !== "string"){
let dataType4 = typeof data1;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data1;
}
else if(data1 === null){
coerced4 = "";
}
else {
const err9 = {instancePath:instancePath+"/blockid",schemaPath:"#/properties/blockid/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(coerced4 !== undefined){
data1 = coerced4;
if(data !== undefined){
data["blockid"] = coerced4;
}
}
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err10 = {instancePath:instancePath+"/blockid",schemaPath:"#/properties/blockid/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs13 = errors;
if(typeof data1 !== "string"){
let dataType5 = typeof data1;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 == "number" || dataType5 == "boolean"){
coerced5 = "" + data1;
}
else if(data1 === null){
coerced5 = "";
}
else {
const err11 = {instancePath:instancePath+"/blockid",schemaPath:"#/properties/blockid/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(coerced5 !== undefined){
data1 = coerced5;
if(data !== undefined){
data["blockid"] = coerced5;
}
}
}
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err12 = {instancePath:instancePath+"/blockid",schemaPath:"#/properties/blockid/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
var _valid1 = _errs13 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err13 = {instancePath:instancePath+"/blockid",schemaPath:"#/properties/blockid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

exports["listAddressChains/path"] = validate13;
const schema14 = {"type":"object","properties":{"address":{"type":"string","pattern":"^0x[0-9a-fA-F]{40}$"}},"required":["address"]};
const pattern6 = new RegExp("^0x[0-9a-fA-F]{40}$", "u");

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.address === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.address !== undefined){
let data0 = data.address;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err1 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["address"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err2 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}
return exports;
}

function data_plainAll() {
const exports = {};

return exports;
}

export const GENERATED_ALL_VALIDATORS = {
  metrics: { fingerprint: "63908135-e321a3a8-17292", variants: { coerceAll: metrics_coerceAll(), plainAll: metrics_plainAll() } },
  data: { fingerprint: "2068e8-8c8d8b05-1616", variants: { coerceAll: data_coerceAll(), plainAll: data_plainAll() } },
};
