// generated, do not edit: written by @avaspec/mocks from @avaspec/specs (pnpm --filter @avaspec/mocks generate)
// The control plane's body validators (loaded on first need), compiled by Ajv ahead of time
// (standalone code): nothing is eval'd, so a page with a strict Content Security Policy can load them.
import { schemaRuntime as require } from "../schema/ajv-runtime.js";

function controlValidators() {
const exports = {};
exports["control/17843bbb-1c1e3320-2629"] = validate10;
const schema11 = {"type":"object","additionalProperties":false,"properties":{"name":{"type":"string","maxLength":200},"operation":{"type":"string","maxLength":200},"method":{"type":"string","maxLength":200},"status":{"type":"integer","minimum":100,"maximum":599},"retryAfter":{"type":"integer","minimum":0,"maximum":86400},"error":{"type":"object","additionalProperties":false,"required":["code","message"],"properties":{"code":{"type":"integer","minimum":-2147483648,"maximum":2147483647},"message":{"type":"string","maxLength":10000},"data":{}}},"delayMs":{"type":"integer","minimum":0,"maximum":300000},"example":{"type":"string","minLength":1,"maxLength":200},"mock":{"const":true},"reset":{"const":true},"hang":{"const":true},"malformed":{"enum":[true,"truncated","not-json"]},"undeclared":{"type":"boolean"},"times":{"type":"integer","minimum":1,"maximum":1000000000},"rate":{"type":"number","exclusiveMinimum":0,"maximum":1},"match":{"type":"object","additionalProperties":false,"properties":{"path":{"type":"object","maxProperties":64,"propertyNames":{"maxLength":200},"additionalProperties":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}}},"query":{"type":"object","maxProperties":64,"propertyNames":{"maxLength":200},"additionalProperties":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}}},"headers":{"type":"object","maxProperties":64,"propertyNames":{"maxLength":200},"additionalProperties":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}}},"body":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}},"params":{"type":["object","array"],"maxItems":64,"items":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}},"maxProperties":64,"propertyNames":{"maxLength":200},"additionalProperties":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}}}}}}};
const func2 = Object.prototype.hasOwnProperty;
const func3 = require("ajv/dist/runtime/ucs2length").default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 200){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.name,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name.type,parentSchema:schema11.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.operation !== undefined){
let data1 = data.operation;
if(typeof data1 === "string"){
if(func3(data1) > 200){
const err3 = {instancePath:instancePath+"/operation",schemaPath:"#/properties/operation/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.operation,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/operation",schemaPath:"#/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.operation.type,parentSchema:schema11.properties.operation,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.method !== undefined){
let data2 = data.method;
if(typeof data2 === "string"){
if(func3(data2) > 200){
const err5 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.method,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.method.type,parentSchema:schema11.properties.method,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.status !== undefined){
let data3 = data.status;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err7 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.status.type,parentSchema:schema11.properties.status,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 599 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599",schema:599,parentSchema:schema11.properties.status,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3 < 100 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100",schema:100,parentSchema:schema11.properties.status,data:data3};
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
if(data.retryAfter !== undefined){
let data4 = data.retryAfter;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/retryAfter",schemaPath:"#/properties/retryAfter/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.retryAfter.type,parentSchema:schema11.properties.retryAfter,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 86400 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/retryAfter",schemaPath:"#/properties/retryAfter/maximum",keyword:"maximum",params:{comparison: "<=", limit: 86400},message:"must be <= 86400",schema:86400,parentSchema:schema11.properties.retryAfter,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/retryAfter",schemaPath:"#/properties/retryAfter/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.retryAfter,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.error !== undefined){
let data5 = data.error;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.code === undefined){
const err13 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema11.properties.error.required,parentSchema:schema11.properties.error,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.message === undefined){
const err14 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema11.properties.error.required,parentSchema:schema11.properties.error,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data5){
if(!(((key1 === "code") || (key1 === "message")) || (key1 === "data"))){
const err15 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.error,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data5.code !== undefined){
let data6 = data5.code;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err16 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.error.properties.code.type,parentSchema:schema11.properties.error.properties.code,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 2147483647 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.error.properties.code,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6 < -2147483648 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648",schema:-2147483648,parentSchema:schema11.properties.error.properties.code,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data5.message !== undefined){
let data7 = data5.message;
if(typeof data7 === "string"){
if(func3(data7) > 10000){
const err19 = {instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/properties/message/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema11.properties.error.properties.message,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.error.properties.message.type,parentSchema:schema11.properties.error.properties.message,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.error.type,parentSchema:schema11.properties.error,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.delayMs !== undefined){
let data8 = data.delayMs;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err22 = {instancePath:instancePath+"/delayMs",schemaPath:"#/properties/delayMs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.delayMs.type,parentSchema:schema11.properties.delayMs,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 300000 || isNaN(data8)){
const err23 = {instancePath:instancePath+"/delayMs",schemaPath:"#/properties/delayMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 300000},message:"must be <= 300000",schema:300000,parentSchema:schema11.properties.delayMs,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err24 = {instancePath:instancePath+"/delayMs",schemaPath:"#/properties/delayMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.delayMs,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data.example !== undefined){
let data9 = data.example;
if(typeof data9 === "string"){
if(func3(data9) > 200){
const err25 = {instancePath:instancePath+"/example",schemaPath:"#/properties/example/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.example,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(func3(data9) < 1){
const err26 = {instancePath:instancePath+"/example",schemaPath:"#/properties/example/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.example,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/example",schemaPath:"#/properties/example/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.example.type,parentSchema:schema11.properties.example,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.mock !== undefined){
let data10 = data.mock;
if(true !== data10){
const err28 = {instancePath:instancePath+"/mock",schemaPath:"#/properties/mock/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema11.properties.mock,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.reset !== undefined){
let data11 = data.reset;
if(true !== data11){
const err29 = {instancePath:instancePath+"/reset",schemaPath:"#/properties/reset/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema11.properties.reset,data:data11};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.hang !== undefined){
let data12 = data.hang;
if(true !== data12){
const err30 = {instancePath:instancePath+"/hang",schemaPath:"#/properties/hang/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema11.properties.hang,data:data12};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.malformed !== undefined){
let data13 = data.malformed;
if(!(((data13 === true) || (data13 === "truncated")) || (data13 === "not-json"))){
const err31 = {instancePath:instancePath+"/malformed",schemaPath:"#/properties/malformed/enum",keyword:"enum",params:{allowedValues: schema11.properties.malformed.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.malformed.enum,parentSchema:schema11.properties.malformed,data:data13};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.undeclared !== undefined){
let data14 = data.undeclared;
if(typeof data14 !== "boolean"){
const err32 = {instancePath:instancePath+"/undeclared",schemaPath:"#/properties/undeclared/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.undeclared.type,parentSchema:schema11.properties.undeclared,data:data14};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.times !== undefined){
let data15 = data.times;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err33 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.times.type,parentSchema:schema11.properties.times,data:data15};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 1000000000 || isNaN(data15)){
const err34 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000",schema:1000000000,parentSchema:schema11.properties.times,data:data15};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data15 < 1 || isNaN(data15)){
const err35 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.times,data:data15};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data.rate !== undefined){
let data16 = data.rate;
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 1 || isNaN(data16)){
const err36 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema11.properties.rate,data:data16};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data16 <= 0 || isNaN(data16)){
const err37 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema11.properties.rate,data:data16};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.rate.type,parentSchema:schema11.properties.rate,data:data16};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.match !== undefined){
let data17 = data.match;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
for(const key2 in data17){
if(!(((((key2 === "path") || (key2 === "query")) || (key2 === "headers")) || (key2 === "body")) || (key2 === "params"))){
const err39 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.match,data:data17};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data17.path !== undefined){
let data18 = data17.path;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(Object.keys(data18).length > 64){
const err40 = {instancePath:instancePath+"/match/path",schemaPath:"#/properties/match/properties/path/maxProperties",keyword:"maxProperties",params:{limit: 64},message:"must NOT have more than 64 properties",schema:64,parentSchema:schema11.properties.match.properties.path,data:data18};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
for(const key3 in data18){
const _errs38 = errors;
if(typeof key3 === "string"){
if(func3(key3) > 200){
const err41 = {instancePath:instancePath+"/match/path",schemaPath:"#/properties/match/properties/path/propertyNames/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.match.properties.path.propertyNames,data:key3,propertyName:key3};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
var valid3 = _errs38 === errors;
if(!valid3){
const err42 = {instancePath:instancePath+"/match/path",schemaPath:"#/properties/match/properties/path/propertyNames",keyword:"propertyNames",params:{propertyName: key3},message:"property name must be valid",schema:schema11.properties.match.properties.path.propertyNames,parentSchema:schema11.properties.match.properties.path,data:data18};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
for(const key4 in data18){
let data19 = data18[key4];
if(((((typeof data19 !== "string") && (!((typeof data19 == "number") && (isFinite(data19))))) && (typeof data19 !== "boolean")) && (data19 !== null)) && (!(data19 && typeof data19 == "object" && !Array.isArray(data19)))){
const err43 = {instancePath:instancePath+"/match/path/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/path/additionalProperties/type",keyword:"type",params:{type: schema11.properties.match.properties.path.additionalProperties.type},message:"must be string,number,boolean,null,object",schema:schema11.properties.match.properties.path.additionalProperties.type,parentSchema:schema11.properties.match.properties.path.additionalProperties,data:data19};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(typeof data19 === "string"){
if(func3(data19) > 10000){
const err44 = {instancePath:instancePath+"/match/path/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/path/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema11.properties.match.properties.path.additionalProperties,data:data19};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
for(const key5 in data19){
if(!(((key5 === "equals") || (key5 === "matches")) || (key5 === "subset"))){
const err45 = {instancePath:instancePath+"/match/path/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/path/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.match.properties.path.additionalProperties,data:data19};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data19.matches !== undefined){
let data20 = data19.matches;
if(typeof data20 === "string"){
if(func3(data20) > 200){
const err46 = {instancePath:instancePath+"/match/path/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/path/additionalProperties/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.match.properties.path.additionalProperties.properties.matches,data:data20};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(func3(data20) < 1){
const err47 = {instancePath:instancePath+"/match/path/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/path/additionalProperties/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.match.properties.path.additionalProperties.properties.matches,data:data20};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/match/path/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/path/additionalProperties/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.match.properties.path.additionalProperties.properties.matches.type,parentSchema:schema11.properties.match.properties.path.additionalProperties.properties.matches,data:data20};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
}
}
else {
const err49 = {instancePath:instancePath+"/match/path",schemaPath:"#/properties/match/properties/path/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.match.properties.path.type,parentSchema:schema11.properties.match.properties.path,data:data18};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data17.query !== undefined){
let data21 = data17.query;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(Object.keys(data21).length > 64){
const err50 = {instancePath:instancePath+"/match/query",schemaPath:"#/properties/match/properties/query/maxProperties",keyword:"maxProperties",params:{limit: 64},message:"must NOT have more than 64 properties",schema:64,parentSchema:schema11.properties.match.properties.query,data:data21};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
for(const key6 in data21){
const _errs47 = errors;
if(typeof key6 === "string"){
if(func3(key6) > 200){
const err51 = {instancePath:instancePath+"/match/query",schemaPath:"#/properties/match/properties/query/propertyNames/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.match.properties.query.propertyNames,data:key6,propertyName:key6};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
var valid6 = _errs47 === errors;
if(!valid6){
const err52 = {instancePath:instancePath+"/match/query",schemaPath:"#/properties/match/properties/query/propertyNames",keyword:"propertyNames",params:{propertyName: key6},message:"property name must be valid",schema:schema11.properties.match.properties.query.propertyNames,parentSchema:schema11.properties.match.properties.query,data:data21};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
for(const key7 in data21){
let data22 = data21[key7];
if(((((typeof data22 !== "string") && (!((typeof data22 == "number") && (isFinite(data22))))) && (typeof data22 !== "boolean")) && (data22 !== null)) && (!(data22 && typeof data22 == "object" && !Array.isArray(data22)))){
const err53 = {instancePath:instancePath+"/match/query/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/query/additionalProperties/type",keyword:"type",params:{type: schema11.properties.match.properties.query.additionalProperties.type},message:"must be string,number,boolean,null,object",schema:schema11.properties.match.properties.query.additionalProperties.type,parentSchema:schema11.properties.match.properties.query.additionalProperties,data:data22};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(typeof data22 === "string"){
if(func3(data22) > 10000){
const err54 = {instancePath:instancePath+"/match/query/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/query/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema11.properties.match.properties.query.additionalProperties,data:data22};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
for(const key8 in data22){
if(!(((key8 === "equals") || (key8 === "matches")) || (key8 === "subset"))){
const err55 = {instancePath:instancePath+"/match/query/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/query/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.match.properties.query.additionalProperties,data:data22};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data22.matches !== undefined){
let data23 = data22.matches;
if(typeof data23 === "string"){
if(func3(data23) > 200){
const err56 = {instancePath:instancePath+"/match/query/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/query/additionalProperties/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.match.properties.query.additionalProperties.properties.matches,data:data23};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(func3(data23) < 1){
const err57 = {instancePath:instancePath+"/match/query/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/query/additionalProperties/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.match.properties.query.additionalProperties.properties.matches,data:data23};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/match/query/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/query/additionalProperties/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.match.properties.query.additionalProperties.properties.matches.type,parentSchema:schema11.properties.match.properties.query.additionalProperties.properties.matches,data:data23};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
}
}
else {
const err59 = {instancePath:instancePath+"/match/query",schemaPath:"#/properties/match/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.match.properties.query.type,parentSchema:schema11.properties.match.properties.query,data:data21};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data17.headers !== undefined){
let data24 = data17.headers;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(Object.keys(data24).length > 64){
const err60 = {instancePath:instancePath+"/match/headers",schemaPath:"#/properties/match/properties/headers/maxProperties",keyword:"maxProperties",params:{limit: 64},message:"must NOT have more than 64 properties",schema:64,parentSchema:schema11.properties.match.properties.headers,data:data24};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
for(const key9 in data24){
const _errs56 = errors;
if(typeof key9 === "string"){
if(func3(key9) > 200){
const err61 = {instancePath:instancePath+"/match/headers",schemaPath:"#/properties/match/properties/headers/propertyNames/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.match.properties.headers.propertyNames,data:key9,propertyName:key9};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
var valid9 = _errs56 === errors;
if(!valid9){
const err62 = {instancePath:instancePath+"/match/headers",schemaPath:"#/properties/match/properties/headers/propertyNames",keyword:"propertyNames",params:{propertyName: key9},message:"property name must be valid",schema:schema11.properties.match.properties.headers.propertyNames,parentSchema:schema11.properties.match.properties.headers,data:data24};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
for(const key10 in data24){
let data25 = data24[key10];
if(((((typeof data25 !== "string") && (!((typeof data25 == "number") && (isFinite(data25))))) && (typeof data25 !== "boolean")) && (data25 !== null)) && (!(data25 && typeof data25 == "object" && !Array.isArray(data25)))){
const err63 = {instancePath:instancePath+"/match/headers/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/headers/additionalProperties/type",keyword:"type",params:{type: schema11.properties.match.properties.headers.additionalProperties.type},message:"must be string,number,boolean,null,object",schema:schema11.properties.match.properties.headers.additionalProperties.type,parentSchema:schema11.properties.match.properties.headers.additionalProperties,data:data25};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(typeof data25 === "string"){
if(func3(data25) > 10000){
const err64 = {instancePath:instancePath+"/match/headers/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/headers/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema11.properties.match.properties.headers.additionalProperties,data:data25};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
for(const key11 in data25){
if(!(((key11 === "equals") || (key11 === "matches")) || (key11 === "subset"))){
const err65 = {instancePath:instancePath+"/match/headers/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/headers/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.match.properties.headers.additionalProperties,data:data25};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data25.matches !== undefined){
let data26 = data25.matches;
if(typeof data26 === "string"){
if(func3(data26) > 200){
const err66 = {instancePath:instancePath+"/match/headers/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/headers/additionalProperties/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.match.properties.headers.additionalProperties.properties.matches,data:data26};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(func3(data26) < 1){
const err67 = {instancePath:instancePath+"/match/headers/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/headers/additionalProperties/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.match.properties.headers.additionalProperties.properties.matches,data:data26};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/match/headers/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/headers/additionalProperties/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.match.properties.headers.additionalProperties.properties.matches.type,parentSchema:schema11.properties.match.properties.headers.additionalProperties.properties.matches,data:data26};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
}
}
else {
const err69 = {instancePath:instancePath+"/match/headers",schemaPath:"#/properties/match/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.match.properties.headers.type,parentSchema:schema11.properties.match.properties.headers,data:data24};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data17.body !== undefined){
let data27 = data17.body;
if(((((typeof data27 !== "string") && (!((typeof data27 == "number") && (isFinite(data27))))) && (typeof data27 !== "boolean")) && (data27 !== null)) && (!(data27 && typeof data27 == "object" && !Array.isArray(data27)))){
const err70 = {instancePath:instancePath+"/match/body",schemaPath:"#/properties/match/properties/body/type",keyword:"type",params:{type: schema11.properties.match.properties.body.type},message:"must be string,number,boolean,null,object",schema:schema11.properties.match.properties.body.type,parentSchema:schema11.properties.match.properties.body,data:data27};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(typeof data27 === "string"){
if(func3(data27) > 10000){
const err71 = {instancePath:instancePath+"/match/body",schemaPath:"#/properties/match/properties/body/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema11.properties.match.properties.body,data:data27};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
for(const key12 in data27){
if(!(((key12 === "equals") || (key12 === "matches")) || (key12 === "subset"))){
const err72 = {instancePath:instancePath+"/match/body",schemaPath:"#/properties/match/properties/body/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.match.properties.body,data:data27};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data27.matches !== undefined){
let data28 = data27.matches;
if(typeof data28 === "string"){
if(func3(data28) > 200){
const err73 = {instancePath:instancePath+"/match/body/matches",schemaPath:"#/properties/match/properties/body/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.match.properties.body.properties.matches,data:data28};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(func3(data28) < 1){
const err74 = {instancePath:instancePath+"/match/body/matches",schemaPath:"#/properties/match/properties/body/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.match.properties.body.properties.matches,data:data28};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
else {
const err75 = {instancePath:instancePath+"/match/body/matches",schemaPath:"#/properties/match/properties/body/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.match.properties.body.properties.matches.type,parentSchema:schema11.properties.match.properties.body.properties.matches,data:data28};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
}
if(data17.params !== undefined){
let data29 = data17.params;
if(!data29 || typeof data29 != "object"){
const err76 = {instancePath:instancePath+"/match/params",schemaPath:"#/properties/match/properties/params/type",keyword:"type",params:{type: schema11.properties.match.properties.params.type},message:"must be object,array",schema:schema11.properties.match.properties.params.type,parentSchema:schema11.properties.match.properties.params,data:data29};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(Array.isArray(data29)){
if(data29.length > 64){
const err77 = {instancePath:instancePath+"/match/params",schemaPath:"#/properties/match/properties/params/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items",schema:64,parentSchema:schema11.properties.match.properties.params,data:data29};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
const len0 = data29.length;
for(let i0=0; i0<len0; i0++){
let data30 = data29[i0];
if(((((typeof data30 !== "string") && (!((typeof data30 == "number") && (isFinite(data30))))) && (typeof data30 !== "boolean")) && (data30 !== null)) && (!(data30 && typeof data30 == "object" && !Array.isArray(data30)))){
const err78 = {instancePath:instancePath+"/match/params/" + i0,schemaPath:"#/properties/match/properties/params/items/type",keyword:"type",params:{type: schema11.properties.match.properties.params.items.type},message:"must be string,number,boolean,null,object",schema:schema11.properties.match.properties.params.items.type,parentSchema:schema11.properties.match.properties.params.items,data:data30};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(typeof data30 === "string"){
if(func3(data30) > 10000){
const err79 = {instancePath:instancePath+"/match/params/" + i0,schemaPath:"#/properties/match/properties/params/items/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema11.properties.match.properties.params.items,data:data30};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
for(const key13 in data30){
if(!(((key13 === "equals") || (key13 === "matches")) || (key13 === "subset"))){
const err80 = {instancePath:instancePath+"/match/params/" + i0,schemaPath:"#/properties/match/properties/params/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.match.properties.params.items,data:data30};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data30.matches !== undefined){
let data31 = data30.matches;
if(typeof data31 === "string"){
if(func3(data31) > 200){
const err81 = {instancePath:instancePath+"/match/params/" + i0+"/matches",schemaPath:"#/properties/match/properties/params/items/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.match.properties.params.items.properties.matches,data:data31};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(func3(data31) < 1){
const err82 = {instancePath:instancePath+"/match/params/" + i0+"/matches",schemaPath:"#/properties/match/properties/params/items/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.match.properties.params.items.properties.matches,data:data31};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
else {
const err83 = {instancePath:instancePath+"/match/params/" + i0+"/matches",schemaPath:"#/properties/match/properties/params/items/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.match.properties.params.items.properties.matches.type,parentSchema:schema11.properties.match.properties.params.items.properties.matches,data:data31};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
}
}
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(Object.keys(data29).length > 64){
const err84 = {instancePath:instancePath+"/match/params",schemaPath:"#/properties/match/properties/params/maxProperties",keyword:"maxProperties",params:{limit: 64},message:"must NOT have more than 64 properties",schema:64,parentSchema:schema11.properties.match.properties.params,data:data29};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
for(const key14 in data29){
const _errs75 = errors;
if(typeof key14 === "string"){
if(func3(key14) > 200){
const err85 = {instancePath:instancePath+"/match/params",schemaPath:"#/properties/match/properties/params/propertyNames/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.match.properties.params.propertyNames,data:key14,propertyName:key14};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
var valid16 = _errs75 === errors;
if(!valid16){
const err86 = {instancePath:instancePath+"/match/params",schemaPath:"#/properties/match/properties/params/propertyNames",keyword:"propertyNames",params:{propertyName: key14},message:"property name must be valid",schema:schema11.properties.match.properties.params.propertyNames,parentSchema:schema11.properties.match.properties.params,data:data29};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
for(const key15 in data29){
let data32 = data29[key15];
if(((((typeof data32 !== "string") && (!((typeof data32 == "number") && (isFinite(data32))))) && (typeof data32 !== "boolean")) && (data32 !== null)) && (!(data32 && typeof data32 == "object" && !Array.isArray(data32)))){
const err87 = {instancePath:instancePath+"/match/params/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/params/additionalProperties/type",keyword:"type",params:{type: schema11.properties.match.properties.params.additionalProperties.type},message:"must be string,number,boolean,null,object",schema:schema11.properties.match.properties.params.additionalProperties.type,parentSchema:schema11.properties.match.properties.params.additionalProperties,data:data32};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(typeof data32 === "string"){
if(func3(data32) > 10000){
const err88 = {instancePath:instancePath+"/match/params/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/params/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema11.properties.match.properties.params.additionalProperties,data:data32};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
for(const key16 in data32){
if(!(((key16 === "equals") || (key16 === "matches")) || (key16 === "subset"))){
const err89 = {instancePath:instancePath+"/match/params/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/params/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.match.properties.params.additionalProperties,data:data32};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data32.matches !== undefined){
let data33 = data32.matches;
if(typeof data33 === "string"){
if(func3(data33) > 200){
const err90 = {instancePath:instancePath+"/match/params/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/params/additionalProperties/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.match.properties.params.additionalProperties.properties.matches,data:data33};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(func3(data33) < 1){
const err91 = {instancePath:instancePath+"/match/params/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/params/additionalProperties/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.match.properties.params.additionalProperties.properties.matches,data:data33};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
else {
const err92 = {instancePath:instancePath+"/match/params/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/params/additionalProperties/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.match.properties.params.additionalProperties.properties.matches.type,parentSchema:schema11.properties.match.properties.params.additionalProperties.properties.matches,data:data33};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
}
}
}
}
else {
const err93 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.match.type,parentSchema:schema11.properties.match,data:data17};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
else {
const err94 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

exports["control/38423312-b560ae2d-391"] = validate11;
const schema12 = {"type":"object","additionalProperties":false,"properties":{"operation":{"type":"string","maxLength":200},"method":{"type":"string","maxLength":200},"match":{"type":"object"},"undeclared":{"type":"boolean"},"times":{"type":"integer","minimum":0,"maximum":1000000000},"atLeast":{"type":"integer","minimum":0,"maximum":1000000000},"atMost":{"type":"integer","minimum":0,"maximum":1000000000}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((((key0 === "operation") || (key0 === "method")) || (key0 === "match")) || (key0 === "undeclared")) || (key0 === "times")) || (key0 === "atLeast")) || (key0 === "atMost"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.operation !== undefined){
let data0 = data.operation;
if(typeof data0 === "string"){
if(func3(data0) > 200){
const err1 = {instancePath:instancePath+"/operation",schemaPath:"#/properties/operation/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema12.properties.operation,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/operation",schemaPath:"#/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.operation.type,parentSchema:schema12.properties.operation,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.method !== undefined){
let data1 = data.method;
if(typeof data1 === "string"){
if(func3(data1) > 200){
const err3 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema12.properties.method,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.method.type,parentSchema:schema12.properties.method,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.match !== undefined){
let data2 = data.match;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err5 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.match.type,parentSchema:schema12.properties.match,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.undeclared !== undefined){
let data3 = data.undeclared;
if(typeof data3 !== "boolean"){
const err6 = {instancePath:instancePath+"/undeclared",schemaPath:"#/properties/undeclared/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema12.properties.undeclared.type,parentSchema:schema12.properties.undeclared,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.times !== undefined){
let data4 = data.times;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err7 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.times.type,parentSchema:schema12.properties.times,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1000000000 || isNaN(data4)){
const err8 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000",schema:1000000000,parentSchema:schema12.properties.times,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err9 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.times,data:data4};
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
if(data.atLeast !== undefined){
let data5 = data.atLeast;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err10 = {instancePath:instancePath+"/atLeast",schemaPath:"#/properties/atLeast/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.atLeast.type,parentSchema:schema12.properties.atLeast,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1000000000 || isNaN(data5)){
const err11 = {instancePath:instancePath+"/atLeast",schemaPath:"#/properties/atLeast/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000",schema:1000000000,parentSchema:schema12.properties.atLeast,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/atLeast",schemaPath:"#/properties/atLeast/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.atLeast,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.atMost !== undefined){
let data6 = data.atMost;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err13 = {instancePath:instancePath+"/atMost",schemaPath:"#/properties/atMost/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.atMost.type,parentSchema:schema12.properties.atMost,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 1000000000 || isNaN(data6)){
const err14 = {instancePath:instancePath+"/atMost",schemaPath:"#/properties/atMost/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000",schema:1000000000,parentSchema:schema12.properties.atMost,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err15 = {instancePath:instancePath+"/atMost",schemaPath:"#/properties/atMost/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.atMost,data:data6};
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
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

exports["control/d4243a5c-a90e2be3-427"] = validate12;
const schema13 = {"type":"object","additionalProperties":false,"properties":{"delayMs":{"type":["integer","array"],"minimum":0,"maximum":300000,"minItems":2,"maxItems":2,"items":{"type":"integer","minimum":0,"maximum":300000}},"operations":{"type":"object","maxProperties":10000,"additionalProperties":{"type":["integer","array"],"minimum":0,"maximum":300000,"minItems":2,"maxItems":2,"items":{"type":"integer","minimum":0,"maximum":300000}}}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "delayMs") || (key0 === "operations"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.delayMs !== undefined){
let data0 = data.delayMs;
if((!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) && (!(Array.isArray(data0)))){
const err1 = {instancePath:instancePath+"/delayMs",schemaPath:"#/properties/delayMs/type",keyword:"type",params:{type: schema13.properties.delayMs.type},message:"must be integer,array",schema:schema13.properties.delayMs.type,parentSchema:schema13.properties.delayMs,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 300000 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/delayMs",schemaPath:"#/properties/delayMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 300000},message:"must be <= 300000",schema:300000,parentSchema:schema13.properties.delayMs,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/delayMs",schemaPath:"#/properties/delayMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema13.properties.delayMs,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(Array.isArray(data0)){
if(data0.length > 2){
const err4 = {instancePath:instancePath+"/delayMs",schemaPath:"#/properties/delayMs/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items",schema:2,parentSchema:schema13.properties.delayMs,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.length < 2){
const err5 = {instancePath:instancePath+"/delayMs",schemaPath:"#/properties/delayMs/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items",schema:2,parentSchema:schema13.properties.delayMs,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/delayMs/" + i0,schemaPath:"#/properties/delayMs/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.properties.delayMs.items.type,parentSchema:schema13.properties.delayMs.items,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 300000 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/delayMs/" + i0,schemaPath:"#/properties/delayMs/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 300000},message:"must be <= 300000",schema:300000,parentSchema:schema13.properties.delayMs.items,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/delayMs/" + i0,schemaPath:"#/properties/delayMs/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema13.properties.delayMs.items,data:data1};
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
}
}
if(data.operations !== undefined){
let data2 = data.operations;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(Object.keys(data2).length > 10000){
const err9 = {instancePath:instancePath+"/operations",schemaPath:"#/properties/operations/maxProperties",keyword:"maxProperties",params:{limit: 10000},message:"must NOT have more than 10000 properties",schema:10000,parentSchema:schema13.properties.operations,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data2){
let data3 = data2[key1];
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (!(Array.isArray(data3)))){
const err10 = {instancePath:instancePath+"/operations/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/operations/additionalProperties/type",keyword:"type",params:{type: schema13.properties.operations.additionalProperties.type},message:"must be integer,array",schema:schema13.properties.operations.additionalProperties.type,parentSchema:schema13.properties.operations.additionalProperties,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 300000 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/operations/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/operations/additionalProperties/maximum",keyword:"maximum",params:{comparison: "<=", limit: 300000},message:"must be <= 300000",schema:300000,parentSchema:schema13.properties.operations.additionalProperties,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/operations/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/operations/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema13.properties.operations.additionalProperties,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(Array.isArray(data3)){
if(data3.length > 2){
const err13 = {instancePath:instancePath+"/operations/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/operations/additionalProperties/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items",schema:2,parentSchema:schema13.properties.operations.additionalProperties,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3.length < 2){
const err14 = {instancePath:instancePath+"/operations/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/operations/additionalProperties/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items",schema:2,parentSchema:schema13.properties.operations.additionalProperties,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err15 = {instancePath:instancePath+"/operations/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i1,schemaPath:"#/properties/operations/additionalProperties/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.properties.operations.additionalProperties.items.type,parentSchema:schema13.properties.operations.additionalProperties.items,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 300000 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/operations/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i1,schemaPath:"#/properties/operations/additionalProperties/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 300000},message:"must be <= 300000",schema:300000,parentSchema:schema13.properties.operations.additionalProperties.items,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/operations/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i1,schemaPath:"#/properties/operations/additionalProperties/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema13.properties.operations.additionalProperties.items,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
}
}
}
else {
const err18 = {instancePath:instancePath+"/operations",schemaPath:"#/properties/operations/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.properties.operations.type,parentSchema:schema13.properties.operations,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.type,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

exports["control/d79247ca-b1d4ed5-3643"] = validate13;
const schema14 = {"type":"object","maxProperties":1000,"additionalProperties":{"type":["array","object"],"maxItems":1000,"items":{"type":["object","integer","string"],"additionalProperties":false,"minimum":100,"maximum":599,"minLength":1,"maxLength":200,"properties":{"status":{"type":"integer","minimum":100,"maximum":599},"retryAfter":{"type":"integer","minimum":0,"maximum":86400},"error":{"type":"object","additionalProperties":false,"required":["code","message"],"properties":{"code":{"type":"integer","minimum":-2147483648,"maximum":2147483647},"message":{"type":"string","maxLength":10000},"data":{}}},"delayMs":{"type":"integer","minimum":0,"maximum":300000},"example":{"type":"string","minLength":1,"maxLength":200},"mock":{"const":true},"reset":{"const":true},"hang":{"const":true},"malformed":{"enum":[true,"truncated","not-json"]},"undeclared":{"type":"boolean"},"times":{"type":"integer","minimum":1,"maximum":1000000000}}},"additionalProperties":false,"required":["steps"],"properties":{"steps":{"type":"array","minItems":1,"maxItems":1000,"items":{"type":["object","integer","string"],"additionalProperties":false,"minimum":100,"maximum":599,"minLength":1,"maxLength":200,"properties":{"status":{"type":"integer","minimum":100,"maximum":599},"retryAfter":{"type":"integer","minimum":0,"maximum":86400},"error":{"type":"object","additionalProperties":false,"required":["code","message"],"properties":{"code":{"type":"integer","minimum":-2147483648,"maximum":2147483647},"message":{"type":"string","maxLength":10000},"data":{}}},"delayMs":{"type":"integer","minimum":0,"maximum":300000},"example":{"type":"string","minLength":1,"maxLength":200},"mock":{"const":true},"reset":{"const":true},"hang":{"const":true},"malformed":{"enum":[true,"truncated","not-json"]},"undeclared":{"type":"boolean"},"times":{"type":"integer","minimum":1,"maximum":1000000000}}}},"after":{"enum":["mock","repeat","loop"]},"match":{"type":"object","additionalProperties":false,"properties":{"path":{"type":"object","maxProperties":64,"propertyNames":{"maxLength":200},"additionalProperties":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}}},"query":{"type":"object","maxProperties":64,"propertyNames":{"maxLength":200},"additionalProperties":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}}},"headers":{"type":"object","maxProperties":64,"propertyNames":{"maxLength":200},"additionalProperties":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}}},"body":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}},"params":{"type":["object","array"],"maxItems":64,"items":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}},"maxProperties":64,"propertyNames":{"maxLength":200},"additionalProperties":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}}}}},"undeclared":{"type":"boolean"}}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length > 1000){
const err0 = {instancePath,schemaPath:"#/maxProperties",keyword:"maxProperties",params:{limit: 1000},message:"must NOT have more than 1000 properties",schema:1000,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
let data0 = data[key0];
if(!data0 || typeof data0 != "object"){
const err1 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: schema14.additionalProperties.type},message:"must be array,object",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(Array.isArray(data0)){
if(data0.length > 1000){
const err2 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items",schema:1000,parentSchema:schema14.additionalProperties,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(((!(data1 && typeof data1 == "object" && !Array.isArray(data1))) && (!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))))) && (typeof data1 !== "string")){
const err3 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/additionalProperties/items/type",keyword:"type",params:{type: schema14.additionalProperties.items.type},message:"must be object,integer,string",schema:schema14.additionalProperties.items.type,parentSchema:schema14.additionalProperties.items,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 599 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/additionalProperties/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599",schema:599,parentSchema:schema14.additionalProperties.items,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < 100 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/additionalProperties/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100",schema:100,parentSchema:schema14.additionalProperties.items,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(typeof data1 === "string"){
if(func3(data1) > 200){
const err6 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/additionalProperties/items/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.items,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func3(data1) < 1){
const err7 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/additionalProperties/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.additionalProperties.items,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
if(!(func2.call(schema14.additionalProperties.items.properties, key1))){
const err8 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/additionalProperties/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties.items,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.status !== undefined){
let data2 = data1.status;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err9 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/status",schemaPath:"#/additionalProperties/items/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.additionalProperties.items.properties.status.type,parentSchema:schema14.additionalProperties.items.properties.status,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 599 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/status",schemaPath:"#/additionalProperties/items/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599",schema:599,parentSchema:schema14.additionalProperties.items.properties.status,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2 < 100 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/status",schemaPath:"#/additionalProperties/items/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100",schema:100,parentSchema:schema14.additionalProperties.items.properties.status,data:data2};
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
if(data1.retryAfter !== undefined){
let data3 = data1.retryAfter;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/retryAfter",schemaPath:"#/additionalProperties/items/properties/retryAfter/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.additionalProperties.items.properties.retryAfter.type,parentSchema:schema14.additionalProperties.items.properties.retryAfter,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 86400 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/retryAfter",schemaPath:"#/additionalProperties/items/properties/retryAfter/maximum",keyword:"maximum",params:{comparison: "<=", limit: 86400},message:"must be <= 86400",schema:86400,parentSchema:schema14.additionalProperties.items.properties.retryAfter,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/retryAfter",schemaPath:"#/additionalProperties/items/properties/retryAfter/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema14.additionalProperties.items.properties.retryAfter,data:data3};
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
if(data1.error !== undefined){
let data4 = data1.error;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.code === undefined){
const err15 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/error",schemaPath:"#/additionalProperties/items/properties/error/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema14.additionalProperties.items.properties.error.required,parentSchema:schema14.additionalProperties.items.properties.error,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4.message === undefined){
const err16 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/error",schemaPath:"#/additionalProperties/items/properties/error/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema14.additionalProperties.items.properties.error.required,parentSchema:schema14.additionalProperties.items.properties.error,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key2 in data4){
if(!(((key2 === "code") || (key2 === "message")) || (key2 === "data"))){
const err17 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/error",schemaPath:"#/additionalProperties/items/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties.items.properties.error,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data4.code !== undefined){
let data5 = data4.code;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err18 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/error/code",schemaPath:"#/additionalProperties/items/properties/error/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.additionalProperties.items.properties.error.properties.code.type,parentSchema:schema14.additionalProperties.items.properties.error.properties.code,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 2147483647 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/error/code",schemaPath:"#/additionalProperties/items/properties/error/properties/code/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema14.additionalProperties.items.properties.error.properties.code,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5 < -2147483648 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/error/code",schemaPath:"#/additionalProperties/items/properties/error/properties/code/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648",schema:-2147483648,parentSchema:schema14.additionalProperties.items.properties.error.properties.code,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data4.message !== undefined){
let data6 = data4.message;
if(typeof data6 === "string"){
if(func3(data6) > 10000){
const err21 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/error/message",schemaPath:"#/additionalProperties/items/properties/error/properties/message/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema14.additionalProperties.items.properties.error.properties.message,data:data6};
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
const err22 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/error/message",schemaPath:"#/additionalProperties/items/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.items.properties.error.properties.message.type,parentSchema:schema14.additionalProperties.items.properties.error.properties.message,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/error",schemaPath:"#/additionalProperties/items/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.additionalProperties.items.properties.error.type,parentSchema:schema14.additionalProperties.items.properties.error,data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data1.delayMs !== undefined){
let data7 = data1.delayMs;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err24 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/delayMs",schemaPath:"#/additionalProperties/items/properties/delayMs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.additionalProperties.items.properties.delayMs.type,parentSchema:schema14.additionalProperties.items.properties.delayMs,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 300000 || isNaN(data7)){
const err25 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/delayMs",schemaPath:"#/additionalProperties/items/properties/delayMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 300000},message:"must be <= 300000",schema:300000,parentSchema:schema14.additionalProperties.items.properties.delayMs,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err26 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/delayMs",schemaPath:"#/additionalProperties/items/properties/delayMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema14.additionalProperties.items.properties.delayMs,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data1.example !== undefined){
let data8 = data1.example;
if(typeof data8 === "string"){
if(func3(data8) > 200){
const err27 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/example",schemaPath:"#/additionalProperties/items/properties/example/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.items.properties.example,data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(func3(data8) < 1){
const err28 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/example",schemaPath:"#/additionalProperties/items/properties/example/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.additionalProperties.items.properties.example,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/example",schemaPath:"#/additionalProperties/items/properties/example/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.items.properties.example.type,parentSchema:schema14.additionalProperties.items.properties.example,data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data1.mock !== undefined){
let data9 = data1.mock;
if(true !== data9){
const err30 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/mock",schemaPath:"#/additionalProperties/items/properties/mock/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema14.additionalProperties.items.properties.mock,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data1.reset !== undefined){
let data10 = data1.reset;
if(true !== data10){
const err31 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/reset",schemaPath:"#/additionalProperties/items/properties/reset/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema14.additionalProperties.items.properties.reset,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data1.hang !== undefined){
let data11 = data1.hang;
if(true !== data11){
const err32 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/hang",schemaPath:"#/additionalProperties/items/properties/hang/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema14.additionalProperties.items.properties.hang,data:data11};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data1.malformed !== undefined){
let data12 = data1.malformed;
if(!(((data12 === true) || (data12 === "truncated")) || (data12 === "not-json"))){
const err33 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/malformed",schemaPath:"#/additionalProperties/items/properties/malformed/enum",keyword:"enum",params:{allowedValues: schema14.additionalProperties.items.properties.malformed.enum},message:"must be equal to one of the allowed values",schema:schema14.additionalProperties.items.properties.malformed.enum,parentSchema:schema14.additionalProperties.items.properties.malformed,data:data12};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data1.undeclared !== undefined){
let data13 = data1.undeclared;
if(typeof data13 !== "boolean"){
const err34 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/undeclared",schemaPath:"#/additionalProperties/items/properties/undeclared/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema14.additionalProperties.items.properties.undeclared.type,parentSchema:schema14.additionalProperties.items.properties.undeclared,data:data13};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data1.times !== undefined){
let data14 = data1.times;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err35 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/times",schemaPath:"#/additionalProperties/items/properties/times/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.additionalProperties.items.properties.times.type,parentSchema:schema14.additionalProperties.items.properties.times,data:data14};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 1000000000 || isNaN(data14)){
const err36 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/times",schemaPath:"#/additionalProperties/items/properties/times/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000",schema:1000000000,parentSchema:schema14.additionalProperties.items.properties.times,data:data14};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data14 < 1 || isNaN(data14)){
const err37 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/times",schemaPath:"#/additionalProperties/items/properties/times/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema14.additionalProperties.items.properties.times,data:data14};
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
}
}
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.steps === undefined){
const err38 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/required",keyword:"required",params:{missingProperty: "steps"},message:"must have required property '"+"steps"+"'",schema:schema14.additionalProperties.required,parentSchema:schema14.additionalProperties,data:data0};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key3 in data0){
if(!((((key3 === "steps") || (key3 === "after")) || (key3 === "match")) || (key3 === "undeclared"))){
const err39 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties,data:data0};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data0.steps !== undefined){
let data15 = data0.steps;
if(Array.isArray(data15)){
if(data15.length > 1000){
const err40 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps",schemaPath:"#/additionalProperties/properties/steps/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items",schema:1000,parentSchema:schema14.additionalProperties.properties.steps,data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data15.length < 1){
const err41 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps",schemaPath:"#/additionalProperties/properties/steps/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema14.additionalProperties.properties.steps,data:data15};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
const len1 = data15.length;
for(let i1=0; i1<len1; i1++){
let data16 = data15[i1];
if(((!(data16 && typeof data16 == "object" && !Array.isArray(data16))) && (!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16))))) && (typeof data16 !== "string")){
const err42 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1,schemaPath:"#/additionalProperties/properties/steps/items/type",keyword:"type",params:{type: schema14.additionalProperties.properties.steps.items.type},message:"must be object,integer,string",schema:schema14.additionalProperties.properties.steps.items.type,parentSchema:schema14.additionalProperties.properties.steps.items,data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 599 || isNaN(data16)){
const err43 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1,schemaPath:"#/additionalProperties/properties/steps/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599",schema:599,parentSchema:schema14.additionalProperties.properties.steps.items,data:data16};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data16 < 100 || isNaN(data16)){
const err44 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1,schemaPath:"#/additionalProperties/properties/steps/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100",schema:100,parentSchema:schema14.additionalProperties.properties.steps.items,data:data16};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(typeof data16 === "string"){
if(func3(data16) > 200){
const err45 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1,schemaPath:"#/additionalProperties/properties/steps/items/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.steps.items,data:data16};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(func3(data16) < 1){
const err46 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1,schemaPath:"#/additionalProperties/properties/steps/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.additionalProperties.properties.steps.items,data:data16};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key4 in data16){
if(!(func2.call(schema14.additionalProperties.properties.steps.items.properties, key4))){
const err47 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1,schemaPath:"#/additionalProperties/properties/steps/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties.properties.steps.items,data:data16};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data16.status !== undefined){
let data17 = data16.status;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err48 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/status",schemaPath:"#/additionalProperties/properties/steps/items/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.additionalProperties.properties.steps.items.properties.status.type,parentSchema:schema14.additionalProperties.properties.steps.items.properties.status,data:data17};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 599 || isNaN(data17)){
const err49 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/status",schemaPath:"#/additionalProperties/properties/steps/items/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599",schema:599,parentSchema:schema14.additionalProperties.properties.steps.items.properties.status,data:data17};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data17 < 100 || isNaN(data17)){
const err50 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/status",schemaPath:"#/additionalProperties/properties/steps/items/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100",schema:100,parentSchema:schema14.additionalProperties.properties.steps.items.properties.status,data:data17};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
if(data16.retryAfter !== undefined){
let data18 = data16.retryAfter;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err51 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/retryAfter",schemaPath:"#/additionalProperties/properties/steps/items/properties/retryAfter/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.additionalProperties.properties.steps.items.properties.retryAfter.type,parentSchema:schema14.additionalProperties.properties.steps.items.properties.retryAfter,data:data18};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 86400 || isNaN(data18)){
const err52 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/retryAfter",schemaPath:"#/additionalProperties/properties/steps/items/properties/retryAfter/maximum",keyword:"maximum",params:{comparison: "<=", limit: 86400},message:"must be <= 86400",schema:86400,parentSchema:schema14.additionalProperties.properties.steps.items.properties.retryAfter,data:data18};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data18 < 0 || isNaN(data18)){
const err53 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/retryAfter",schemaPath:"#/additionalProperties/properties/steps/items/properties/retryAfter/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema14.additionalProperties.properties.steps.items.properties.retryAfter,data:data18};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
if(data16.error !== undefined){
let data19 = data16.error;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.code === undefined){
const err54 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/error",schemaPath:"#/additionalProperties/properties/steps/items/properties/error/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema14.additionalProperties.properties.steps.items.properties.error.required,parentSchema:schema14.additionalProperties.properties.steps.items.properties.error,data:data19};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data19.message === undefined){
const err55 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/error",schemaPath:"#/additionalProperties/properties/steps/items/properties/error/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema14.additionalProperties.properties.steps.items.properties.error.required,parentSchema:schema14.additionalProperties.properties.steps.items.properties.error,data:data19};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
for(const key5 in data19){
if(!(((key5 === "code") || (key5 === "message")) || (key5 === "data"))){
const err56 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/error",schemaPath:"#/additionalProperties/properties/steps/items/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties.properties.steps.items.properties.error,data:data19};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data19.code !== undefined){
let data20 = data19.code;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err57 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/error/code",schemaPath:"#/additionalProperties/properties/steps/items/properties/error/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.additionalProperties.properties.steps.items.properties.error.properties.code.type,parentSchema:schema14.additionalProperties.properties.steps.items.properties.error.properties.code,data:data20};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 > 2147483647 || isNaN(data20)){
const err58 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/error/code",schemaPath:"#/additionalProperties/properties/steps/items/properties/error/properties/code/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema14.additionalProperties.properties.steps.items.properties.error.properties.code,data:data20};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data20 < -2147483648 || isNaN(data20)){
const err59 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/error/code",schemaPath:"#/additionalProperties/properties/steps/items/properties/error/properties/code/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648",schema:-2147483648,parentSchema:schema14.additionalProperties.properties.steps.items.properties.error.properties.code,data:data20};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
if(data19.message !== undefined){
let data21 = data19.message;
if(typeof data21 === "string"){
if(func3(data21) > 10000){
const err60 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/error/message",schemaPath:"#/additionalProperties/properties/steps/items/properties/error/properties/message/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema14.additionalProperties.properties.steps.items.properties.error.properties.message,data:data21};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/error/message",schemaPath:"#/additionalProperties/properties/steps/items/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.properties.steps.items.properties.error.properties.message.type,parentSchema:schema14.additionalProperties.properties.steps.items.properties.error.properties.message,data:data21};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/error",schemaPath:"#/additionalProperties/properties/steps/items/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.additionalProperties.properties.steps.items.properties.error.type,parentSchema:schema14.additionalProperties.properties.steps.items.properties.error,data:data19};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data16.delayMs !== undefined){
let data22 = data16.delayMs;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err63 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/delayMs",schemaPath:"#/additionalProperties/properties/steps/items/properties/delayMs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.additionalProperties.properties.steps.items.properties.delayMs.type,parentSchema:schema14.additionalProperties.properties.steps.items.properties.delayMs,data:data22};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 > 300000 || isNaN(data22)){
const err64 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/delayMs",schemaPath:"#/additionalProperties/properties/steps/items/properties/delayMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 300000},message:"must be <= 300000",schema:300000,parentSchema:schema14.additionalProperties.properties.steps.items.properties.delayMs,data:data22};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data22 < 0 || isNaN(data22)){
const err65 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/delayMs",schemaPath:"#/additionalProperties/properties/steps/items/properties/delayMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema14.additionalProperties.properties.steps.items.properties.delayMs,data:data22};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
if(data16.example !== undefined){
let data23 = data16.example;
if(typeof data23 === "string"){
if(func3(data23) > 200){
const err66 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/example",schemaPath:"#/additionalProperties/properties/steps/items/properties/example/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.steps.items.properties.example,data:data23};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(func3(data23) < 1){
const err67 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/example",schemaPath:"#/additionalProperties/properties/steps/items/properties/example/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.additionalProperties.properties.steps.items.properties.example,data:data23};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/example",schemaPath:"#/additionalProperties/properties/steps/items/properties/example/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.properties.steps.items.properties.example.type,parentSchema:schema14.additionalProperties.properties.steps.items.properties.example,data:data23};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data16.mock !== undefined){
let data24 = data16.mock;
if(true !== data24){
const err69 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/mock",schemaPath:"#/additionalProperties/properties/steps/items/properties/mock/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema14.additionalProperties.properties.steps.items.properties.mock,data:data24};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data16.reset !== undefined){
let data25 = data16.reset;
if(true !== data25){
const err70 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/reset",schemaPath:"#/additionalProperties/properties/steps/items/properties/reset/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema14.additionalProperties.properties.steps.items.properties.reset,data:data25};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data16.hang !== undefined){
let data26 = data16.hang;
if(true !== data26){
const err71 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/hang",schemaPath:"#/additionalProperties/properties/steps/items/properties/hang/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema14.additionalProperties.properties.steps.items.properties.hang,data:data26};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data16.malformed !== undefined){
let data27 = data16.malformed;
if(!(((data27 === true) || (data27 === "truncated")) || (data27 === "not-json"))){
const err72 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/malformed",schemaPath:"#/additionalProperties/properties/steps/items/properties/malformed/enum",keyword:"enum",params:{allowedValues: schema14.additionalProperties.properties.steps.items.properties.malformed.enum},message:"must be equal to one of the allowed values",schema:schema14.additionalProperties.properties.steps.items.properties.malformed.enum,parentSchema:schema14.additionalProperties.properties.steps.items.properties.malformed,data:data27};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data16.undeclared !== undefined){
let data28 = data16.undeclared;
if(typeof data28 !== "boolean"){
const err73 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/undeclared",schemaPath:"#/additionalProperties/properties/steps/items/properties/undeclared/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema14.additionalProperties.properties.steps.items.properties.undeclared.type,parentSchema:schema14.additionalProperties.properties.steps.items.properties.undeclared,data:data28};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data16.times !== undefined){
let data29 = data16.times;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err74 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/times",schemaPath:"#/additionalProperties/properties/steps/items/properties/times/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.additionalProperties.properties.steps.items.properties.times.type,parentSchema:schema14.additionalProperties.properties.steps.items.properties.times,data:data29};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 > 1000000000 || isNaN(data29)){
const err75 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/times",schemaPath:"#/additionalProperties/properties/steps/items/properties/times/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000",schema:1000000000,parentSchema:schema14.additionalProperties.properties.steps.items.properties.times,data:data29};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data29 < 1 || isNaN(data29)){
const err76 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/times",schemaPath:"#/additionalProperties/properties/steps/items/properties/times/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema14.additionalProperties.properties.steps.items.properties.times,data:data29};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
}
}
}
else {
const err77 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps",schemaPath:"#/additionalProperties/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema14.additionalProperties.properties.steps.type,parentSchema:schema14.additionalProperties.properties.steps,data:data15};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data0.after !== undefined){
let data30 = data0.after;
if(!(((data30 === "mock") || (data30 === "repeat")) || (data30 === "loop"))){
const err78 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/after",schemaPath:"#/additionalProperties/properties/after/enum",keyword:"enum",params:{allowedValues: schema14.additionalProperties.properties.after.enum},message:"must be equal to one of the allowed values",schema:schema14.additionalProperties.properties.after.enum,parentSchema:schema14.additionalProperties.properties.after,data:data30};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data0.match !== undefined){
let data31 = data0.match;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
for(const key6 in data31){
if(!(((((key6 === "path") || (key6 === "query")) || (key6 === "headers")) || (key6 === "body")) || (key6 === "params"))){
const err79 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match",schemaPath:"#/additionalProperties/properties/match/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties.properties.match,data:data31};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data31.path !== undefined){
let data32 = data31.path;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(Object.keys(data32).length > 64){
const err80 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/path",schemaPath:"#/additionalProperties/properties/match/properties/path/maxProperties",keyword:"maxProperties",params:{limit: 64},message:"must NOT have more than 64 properties",schema:64,parentSchema:schema14.additionalProperties.properties.match.properties.path,data:data32};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
for(const key7 in data32){
const _errs65 = errors;
if(typeof key7 === "string"){
if(func3(key7) > 200){
const err81 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/path",schemaPath:"#/additionalProperties/properties/match/properties/path/propertyNames/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.match.properties.path.propertyNames,data:key7,propertyName:key7};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
var valid11 = _errs65 === errors;
if(!valid11){
const err82 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/path",schemaPath:"#/additionalProperties/properties/match/properties/path/propertyNames",keyword:"propertyNames",params:{propertyName: key7},message:"property name must be valid",schema:schema14.additionalProperties.properties.match.properties.path.propertyNames,parentSchema:schema14.additionalProperties.properties.match.properties.path,data:data32};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
for(const key8 in data32){
let data33 = data32[key8];
if(((((typeof data33 !== "string") && (!((typeof data33 == "number") && (isFinite(data33))))) && (typeof data33 !== "boolean")) && (data33 !== null)) && (!(data33 && typeof data33 == "object" && !Array.isArray(data33)))){
const err83 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/path/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/path/additionalProperties/type",keyword:"type",params:{type: schema14.additionalProperties.properties.match.properties.path.additionalProperties.type},message:"must be string,number,boolean,null,object",schema:schema14.additionalProperties.properties.match.properties.path.additionalProperties.type,parentSchema:schema14.additionalProperties.properties.match.properties.path.additionalProperties,data:data33};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(typeof data33 === "string"){
if(func3(data33) > 10000){
const err84 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/path/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/path/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema14.additionalProperties.properties.match.properties.path.additionalProperties,data:data33};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
for(const key9 in data33){
if(!(((key9 === "equals") || (key9 === "matches")) || (key9 === "subset"))){
const err85 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/path/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/path/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties.properties.match.properties.path.additionalProperties,data:data33};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data33.matches !== undefined){
let data34 = data33.matches;
if(typeof data34 === "string"){
if(func3(data34) > 200){
const err86 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/path/" + key8.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/path/additionalProperties/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.match.properties.path.additionalProperties.properties.matches,data:data34};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(func3(data34) < 1){
const err87 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/path/" + key8.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/path/additionalProperties/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.additionalProperties.properties.match.properties.path.additionalProperties.properties.matches,data:data34};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/path/" + key8.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/path/additionalProperties/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.properties.match.properties.path.additionalProperties.properties.matches.type,parentSchema:schema14.additionalProperties.properties.match.properties.path.additionalProperties.properties.matches,data:data34};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
}
}
else {
const err89 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/path",schemaPath:"#/additionalProperties/properties/match/properties/path/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.additionalProperties.properties.match.properties.path.type,parentSchema:schema14.additionalProperties.properties.match.properties.path,data:data32};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data31.query !== undefined){
let data35 = data31.query;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(Object.keys(data35).length > 64){
const err90 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/query",schemaPath:"#/additionalProperties/properties/match/properties/query/maxProperties",keyword:"maxProperties",params:{limit: 64},message:"must NOT have more than 64 properties",schema:64,parentSchema:schema14.additionalProperties.properties.match.properties.query,data:data35};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
for(const key10 in data35){
const _errs74 = errors;
if(typeof key10 === "string"){
if(func3(key10) > 200){
const err91 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/query",schemaPath:"#/additionalProperties/properties/match/properties/query/propertyNames/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.match.properties.query.propertyNames,data:key10,propertyName:key10};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
var valid14 = _errs74 === errors;
if(!valid14){
const err92 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/query",schemaPath:"#/additionalProperties/properties/match/properties/query/propertyNames",keyword:"propertyNames",params:{propertyName: key10},message:"property name must be valid",schema:schema14.additionalProperties.properties.match.properties.query.propertyNames,parentSchema:schema14.additionalProperties.properties.match.properties.query,data:data35};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
for(const key11 in data35){
let data36 = data35[key11];
if(((((typeof data36 !== "string") && (!((typeof data36 == "number") && (isFinite(data36))))) && (typeof data36 !== "boolean")) && (data36 !== null)) && (!(data36 && typeof data36 == "object" && !Array.isArray(data36)))){
const err93 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/query/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/query/additionalProperties/type",keyword:"type",params:{type: schema14.additionalProperties.properties.match.properties.query.additionalProperties.type},message:"must be string,number,boolean,null,object",schema:schema14.additionalProperties.properties.match.properties.query.additionalProperties.type,parentSchema:schema14.additionalProperties.properties.match.properties.query.additionalProperties,data:data36};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(typeof data36 === "string"){
if(func3(data36) > 10000){
const err94 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/query/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/query/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema14.additionalProperties.properties.match.properties.query.additionalProperties,data:data36};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
for(const key12 in data36){
if(!(((key12 === "equals") || (key12 === "matches")) || (key12 === "subset"))){
const err95 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/query/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/query/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties.properties.match.properties.query.additionalProperties,data:data36};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data36.matches !== undefined){
let data37 = data36.matches;
if(typeof data37 === "string"){
if(func3(data37) > 200){
const err96 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/query/" + key11.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/query/additionalProperties/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.match.properties.query.additionalProperties.properties.matches,data:data37};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(func3(data37) < 1){
const err97 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/query/" + key11.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/query/additionalProperties/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.additionalProperties.properties.match.properties.query.additionalProperties.properties.matches,data:data37};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
else {
const err98 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/query/" + key11.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/query/additionalProperties/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.properties.match.properties.query.additionalProperties.properties.matches.type,parentSchema:schema14.additionalProperties.properties.match.properties.query.additionalProperties.properties.matches,data:data37};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
}
}
else {
const err99 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/query",schemaPath:"#/additionalProperties/properties/match/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.additionalProperties.properties.match.properties.query.type,parentSchema:schema14.additionalProperties.properties.match.properties.query,data:data35};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data31.headers !== undefined){
let data38 = data31.headers;
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
if(Object.keys(data38).length > 64){
const err100 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/headers",schemaPath:"#/additionalProperties/properties/match/properties/headers/maxProperties",keyword:"maxProperties",params:{limit: 64},message:"must NOT have more than 64 properties",schema:64,parentSchema:schema14.additionalProperties.properties.match.properties.headers,data:data38};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
for(const key13 in data38){
const _errs83 = errors;
if(typeof key13 === "string"){
if(func3(key13) > 200){
const err101 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/headers",schemaPath:"#/additionalProperties/properties/match/properties/headers/propertyNames/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.match.properties.headers.propertyNames,data:key13,propertyName:key13};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
var valid17 = _errs83 === errors;
if(!valid17){
const err102 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/headers",schemaPath:"#/additionalProperties/properties/match/properties/headers/propertyNames",keyword:"propertyNames",params:{propertyName: key13},message:"property name must be valid",schema:schema14.additionalProperties.properties.match.properties.headers.propertyNames,parentSchema:schema14.additionalProperties.properties.match.properties.headers,data:data38};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
for(const key14 in data38){
let data39 = data38[key14];
if(((((typeof data39 !== "string") && (!((typeof data39 == "number") && (isFinite(data39))))) && (typeof data39 !== "boolean")) && (data39 !== null)) && (!(data39 && typeof data39 == "object" && !Array.isArray(data39)))){
const err103 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/headers/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/headers/additionalProperties/type",keyword:"type",params:{type: schema14.additionalProperties.properties.match.properties.headers.additionalProperties.type},message:"must be string,number,boolean,null,object",schema:schema14.additionalProperties.properties.match.properties.headers.additionalProperties.type,parentSchema:schema14.additionalProperties.properties.match.properties.headers.additionalProperties,data:data39};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(typeof data39 === "string"){
if(func3(data39) > 10000){
const err104 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/headers/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/headers/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema14.additionalProperties.properties.match.properties.headers.additionalProperties,data:data39};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
for(const key15 in data39){
if(!(((key15 === "equals") || (key15 === "matches")) || (key15 === "subset"))){
const err105 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/headers/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/headers/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties.properties.match.properties.headers.additionalProperties,data:data39};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data39.matches !== undefined){
let data40 = data39.matches;
if(typeof data40 === "string"){
if(func3(data40) > 200){
const err106 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/headers/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/headers/additionalProperties/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.match.properties.headers.additionalProperties.properties.matches,data:data40};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if(func3(data40) < 1){
const err107 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/headers/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/headers/additionalProperties/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.additionalProperties.properties.match.properties.headers.additionalProperties.properties.matches,data:data40};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
else {
const err108 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/headers/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/headers/additionalProperties/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.properties.match.properties.headers.additionalProperties.properties.matches.type,parentSchema:schema14.additionalProperties.properties.match.properties.headers.additionalProperties.properties.matches,data:data40};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
}
}
}
else {
const err109 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/headers",schemaPath:"#/additionalProperties/properties/match/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.additionalProperties.properties.match.properties.headers.type,parentSchema:schema14.additionalProperties.properties.match.properties.headers,data:data38};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data31.body !== undefined){
let data41 = data31.body;
if(((((typeof data41 !== "string") && (!((typeof data41 == "number") && (isFinite(data41))))) && (typeof data41 !== "boolean")) && (data41 !== null)) && (!(data41 && typeof data41 == "object" && !Array.isArray(data41)))){
const err110 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/body",schemaPath:"#/additionalProperties/properties/match/properties/body/type",keyword:"type",params:{type: schema14.additionalProperties.properties.match.properties.body.type},message:"must be string,number,boolean,null,object",schema:schema14.additionalProperties.properties.match.properties.body.type,parentSchema:schema14.additionalProperties.properties.match.properties.body,data:data41};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(typeof data41 === "string"){
if(func3(data41) > 10000){
const err111 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/body",schemaPath:"#/additionalProperties/properties/match/properties/body/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema14.additionalProperties.properties.match.properties.body,data:data41};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
for(const key16 in data41){
if(!(((key16 === "equals") || (key16 === "matches")) || (key16 === "subset"))){
const err112 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/body",schemaPath:"#/additionalProperties/properties/match/properties/body/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties.properties.match.properties.body,data:data41};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data41.matches !== undefined){
let data42 = data41.matches;
if(typeof data42 === "string"){
if(func3(data42) > 200){
const err113 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/body/matches",schemaPath:"#/additionalProperties/properties/match/properties/body/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.match.properties.body.properties.matches,data:data42};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(func3(data42) < 1){
const err114 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/body/matches",schemaPath:"#/additionalProperties/properties/match/properties/body/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.additionalProperties.properties.match.properties.body.properties.matches,data:data42};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
else {
const err115 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/body/matches",schemaPath:"#/additionalProperties/properties/match/properties/body/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.properties.match.properties.body.properties.matches.type,parentSchema:schema14.additionalProperties.properties.match.properties.body.properties.matches,data:data42};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
}
}
if(data31.params !== undefined){
let data43 = data31.params;
if(!data43 || typeof data43 != "object"){
const err116 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params",schemaPath:"#/additionalProperties/properties/match/properties/params/type",keyword:"type",params:{type: schema14.additionalProperties.properties.match.properties.params.type},message:"must be object,array",schema:schema14.additionalProperties.properties.match.properties.params.type,parentSchema:schema14.additionalProperties.properties.match.properties.params,data:data43};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(Array.isArray(data43)){
if(data43.length > 64){
const err117 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params",schemaPath:"#/additionalProperties/properties/match/properties/params/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items",schema:64,parentSchema:schema14.additionalProperties.properties.match.properties.params,data:data43};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
const len2 = data43.length;
for(let i2=0; i2<len2; i2++){
let data44 = data43[i2];
if(((((typeof data44 !== "string") && (!((typeof data44 == "number") && (isFinite(data44))))) && (typeof data44 !== "boolean")) && (data44 !== null)) && (!(data44 && typeof data44 == "object" && !Array.isArray(data44)))){
const err118 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + i2,schemaPath:"#/additionalProperties/properties/match/properties/params/items/type",keyword:"type",params:{type: schema14.additionalProperties.properties.match.properties.params.items.type},message:"must be string,number,boolean,null,object",schema:schema14.additionalProperties.properties.match.properties.params.items.type,parentSchema:schema14.additionalProperties.properties.match.properties.params.items,data:data44};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(typeof data44 === "string"){
if(func3(data44) > 10000){
const err119 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + i2,schemaPath:"#/additionalProperties/properties/match/properties/params/items/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema14.additionalProperties.properties.match.properties.params.items,data:data44};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data44 && typeof data44 == "object" && !Array.isArray(data44)){
for(const key17 in data44){
if(!(((key17 === "equals") || (key17 === "matches")) || (key17 === "subset"))){
const err120 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + i2,schemaPath:"#/additionalProperties/properties/match/properties/params/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties.properties.match.properties.params.items,data:data44};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data44.matches !== undefined){
let data45 = data44.matches;
if(typeof data45 === "string"){
if(func3(data45) > 200){
const err121 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + i2+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/params/items/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.match.properties.params.items.properties.matches,data:data45};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(func3(data45) < 1){
const err122 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + i2+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/params/items/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.additionalProperties.properties.match.properties.params.items.properties.matches,data:data45};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
else {
const err123 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + i2+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/params/items/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.properties.match.properties.params.items.properties.matches.type,parentSchema:schema14.additionalProperties.properties.match.properties.params.items.properties.matches,data:data45};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
}
}
}
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
if(Object.keys(data43).length > 64){
const err124 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params",schemaPath:"#/additionalProperties/properties/match/properties/params/maxProperties",keyword:"maxProperties",params:{limit: 64},message:"must NOT have more than 64 properties",schema:64,parentSchema:schema14.additionalProperties.properties.match.properties.params,data:data43};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
for(const key18 in data43){
const _errs102 = errors;
if(typeof key18 === "string"){
if(func3(key18) > 200){
const err125 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params",schemaPath:"#/additionalProperties/properties/match/properties/params/propertyNames/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.match.properties.params.propertyNames,data:key18,propertyName:key18};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
var valid24 = _errs102 === errors;
if(!valid24){
const err126 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params",schemaPath:"#/additionalProperties/properties/match/properties/params/propertyNames",keyword:"propertyNames",params:{propertyName: key18},message:"property name must be valid",schema:schema14.additionalProperties.properties.match.properties.params.propertyNames,parentSchema:schema14.additionalProperties.properties.match.properties.params,data:data43};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
for(const key19 in data43){
let data46 = data43[key19];
if(((((typeof data46 !== "string") && (!((typeof data46 == "number") && (isFinite(data46))))) && (typeof data46 !== "boolean")) && (data46 !== null)) && (!(data46 && typeof data46 == "object" && !Array.isArray(data46)))){
const err127 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + key19.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/params/additionalProperties/type",keyword:"type",params:{type: schema14.additionalProperties.properties.match.properties.params.additionalProperties.type},message:"must be string,number,boolean,null,object",schema:schema14.additionalProperties.properties.match.properties.params.additionalProperties.type,parentSchema:schema14.additionalProperties.properties.match.properties.params.additionalProperties,data:data46};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if(typeof data46 === "string"){
if(func3(data46) > 10000){
const err128 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + key19.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/params/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema14.additionalProperties.properties.match.properties.params.additionalProperties,data:data46};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
for(const key20 in data46){
if(!(((key20 === "equals") || (key20 === "matches")) || (key20 === "subset"))){
const err129 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + key19.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/params/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties.properties.match.properties.params.additionalProperties,data:data46};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data46.matches !== undefined){
let data47 = data46.matches;
if(typeof data47 === "string"){
if(func3(data47) > 200){
const err130 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + key19.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/params/additionalProperties/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.match.properties.params.additionalProperties.properties.matches,data:data47};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if(func3(data47) < 1){
const err131 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + key19.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/params/additionalProperties/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.additionalProperties.properties.match.properties.params.additionalProperties.properties.matches,data:data47};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
else {
const err132 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + key19.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/params/additionalProperties/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.properties.match.properties.params.additionalProperties.properties.matches.type,parentSchema:schema14.additionalProperties.properties.match.properties.params.additionalProperties.properties.matches,data:data47};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
}
}
}
}
}
else {
const err133 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match",schemaPath:"#/additionalProperties/properties/match/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.additionalProperties.properties.match.type,parentSchema:schema14.additionalProperties.properties.match,data:data31};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
if(data0.undeclared !== undefined){
let data48 = data0.undeclared;
if(typeof data48 !== "boolean"){
const err134 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/undeclared",schemaPath:"#/additionalProperties/properties/undeclared/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema14.additionalProperties.properties.undeclared.type,parentSchema:schema14.additionalProperties.properties.undeclared,data:data48};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
}
}
}
else {
const err135 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}
return exports;
}

export const GENERATED_CONTROL_VALIDATORS = {
  validators: controlValidators(),
  acceptsNull: {},
};
